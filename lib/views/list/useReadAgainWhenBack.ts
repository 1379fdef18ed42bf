import { useEffect, useRef, useState } from 'react'
import { isBrowserOffline } from '../../network/networkErrors'

/** The wait before asking again the `attempt`th time (0-based) for a read the server could not be reached for: 2 s, doubling, at most 30 s. */
function readAgainDelay(attempt: number): number {
  return Math.min(2000 * 2 ** attempt, 30_000)
}

/**
 * Asks again by itself for a read on screen that got no answer (`unreachable`: a network error):
 * at once when the browser comes back online, and, while it says it is online, after 2 s, 4 s,
 * 8 s… (at most 30 s apart) until an answer comes. Returns whether the read under way is one of
 * these tries: its view keeps the error shown meanwhile (asked by a person, the view shows it loading).
 */
export function useReadAgainWhenBack(unreachable: boolean, fetching: boolean, readAgain: () => void): boolean {
  const attempts = useRef(0)
  const latest = useRef(readAgain)
  latest.current = readAgain
  const [trying, setTrying] = useState(false)
  useEffect(() => {
    if (fetching) return undefined
    setTrying(false)
    if (!unreachable) {
      attempts.current = 0
      return undefined
    }
    const again = () => {
      setTrying(true)
      latest.current()
    }
    const timer = isBrowserOffline() ? undefined : window.setTimeout(again, readAgainDelay(attempts.current++))
    window.addEventListener('online', again)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('online', again)
    }
  }, [unreachable, fetching])
  return trying && fetching
}
