/** One Server-Sent Event. */
export interface StreamEvent {
  id?: string
  data: string
}

/** A hub subscription read with fetch's streaming body. */
export interface EventStream {
  status: number
  headers: Headers
  /** Resolves with the next event that `accept` takes (earlier ones are skipped), or rejects after `ms`. */
  next(accept?: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>
  /** Events received and not yet taken by `next`. */
  pending(): StreamEvent[]
  /** Whether the server ended the stream. */
  ended(): boolean
  close(): void
}

/** Parses complete SSE blocks off the front of `buffer`. */
function parseBlocks(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = []
  const blocks = buffer.split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    const event: StreamEvent = { data: '' }
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'id') event.id = value
      if (field === 'data') data.push(value)
    }
    if (data.length > 0) {
      event.data = data.join('\n')
      events.push(event)
    }
  }
  return { events, rest }
}

/** Opens `url` as an event stream. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal })
  const received: StreamEvent[] = []
  let waiter: (() => void) | undefined
  let done = false
  if (response.ok && response.body) {
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    void (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { value, done: finished } = await reader.read()
          if (finished) break
          buffer += decoder.decode(value, { stream: true })
          const parsed = parseBlocks(buffer)
          buffer = parsed.rest
          received.push(...parsed.events)
          waiter?.()
        }
      } catch {
        // Aborted by close().
      }
      done = true
      waiter?.()
    })()
  } else {
    done = true
  }

  return {
    status: response.status,
    headers: response.headers,
    pending: () => [...received],
    ended: () => done,
    async next(accept = () => true, ms = 30_000) {
      const deadline = Date.now() + ms
      for (;;) {
        const index = received.findIndex(accept)
        if (index >= 0) return received.splice(0, index + 1)[index]
        if (done) throw new Error('the stream ended before the expected event')
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no expected event within ${ms} ms; received: ${JSON.stringify(received)}`)
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left)
          waiter = () => {
            clearTimeout(timer)
            wake()
          }
        })
        waiter = undefined
      }
    },
    close: () => controller.abort(),
  }
}
