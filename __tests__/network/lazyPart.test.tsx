// A part of a view loaded on demand never breaks the page when its code cannot be fetched
// (offline, a deploy that replaced the file): it says so, and loads again with Retry or once
// the browser is back online. It never suspends: its own fallback stands in until its code comes
// (a Suspense boundary around it, as hosts may have, is never used).
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense, useState, type ComponentType } from 'react'
import { lazyPart } from '../../lib/network/lazyPart'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A loader that fails while `offline` is true, like `import()` of a chunk without a network. */
function loader() {
  const state = { offline: true, calls: 0 }
  const load = async (): Promise<ComponentType<{ name: string }>> => {
    state.calls += 1
    if (state.offline) throw new TypeError('Failed to fetch dynamically imported module')
    return Greeting
  }
  return { state, load }
}

function draw(Part: ComponentType<{ name: string }>) {
  return render(<Suspense fallback={<p>loading</p>}><Part name="Ada" /></Suspense>)
}

it('a failed load says so with Retry instead of throwing, and Retry loads it', async () => {
  const { state, load } = loader()
  const Part = lazyPart(load)
  draw(Part)
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.')
  state.offline = false
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(state.calls).toBe(2)
})

it('loads again by itself when the browser comes back online', async () => {
  const { state, load } = loader()
  const Part = lazyPart(load)
  draw(Part)
  await screen.findByRole('alert')
  state.offline = false
  act(() => { window.dispatchEvent(new Event('online')) })
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
})

it('offline, it says it will load once the connection is back (not that it broke), and does so', async () => {
  const { state, load } = loader()
  const Part = lazyPart(load)
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
  try {
    draw(Part)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This part of the page will load once the connection is back.')
    expect(alert).not.toHaveTextContent('could not be loaded')
    expect(alert).toHaveClass('atrium-part-unavailable')
    onLine.mockReturnValue(true)
    state.offline = false
    act(() => { window.dispatchEvent(new Event('online')) })
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  } finally {
    onLine.mockRestore()
  }
})

it('every place the part is drawn follows the new load', async () => {
  const { state, load } = loader()
  const Part = lazyPart(load)
  render(<Suspense fallback={<p>loading</p>}><Part name="Ada" /><Part name="Grace" /></Suspense>)
  expect(await screen.findAllByRole('alert')).toHaveLength(2)
  state.offline = false
  fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0])
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  expect(screen.getByText('Hello Grace')).toBeInTheDocument()
  // One load per attempt, whatever the number of places.
  expect(state.calls).toBe(2)
})

it('a preloaded part draws at once, without its fallback (React would hold it back about 300 ms)', async () => {
  const { state, load } = loader()
  state.offline = false
  const Part = lazyPart(load)
  await Part.preload()
  const fallbacks: string[] = []
  function Fallback() {
    fallbacks.push('shown')
    return <p>loading</p>
  }
  render(<Suspense fallback={<Fallback />}><Part name="Ada" /></Suspense>)
  // Synchronously there: no fallback was ever drawn.
  expect(screen.getByText('Hello Ada')).toBeInTheDocument()
  expect(fallbacks).toEqual([])
  expect(state.calls).toBe(1)
})

it('a part drawn once draws at once the next time', async () => {
  const { state, load } = loader()
  state.offline = false
  const Part = lazyPart(load)
  const first = draw(Part)
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  first.unmount()
  render(<Suspense fallback={<p>loading</p>}><Part name="Grace" /></Suspense>)
  expect(screen.getByText('Hello Grace')).toBeInTheDocument()
  expect(state.calls).toBe(1)
})

it('a failed preload neither rejects nor sticks: the next draw loads again', async () => {
  const { state, load } = loader()
  const Part = lazyPart(load)
  await expect(Part.preload()).resolves.toBeUndefined()
  state.offline = false
  draw(Part)
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  expect(state.calls).toBe(2)
})

it('a part drawn before its code came keeps its state when drawn again after', async () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0)
    return <button type="button" onClick={() => setCount(count + 1)}>{label} {count}</button>
  }
  const Part = lazyPart(async () => Counter)
  const view = render(<Suspense fallback={<p>loading</p>}><Part label="Clicked" /></Suspense>)
  fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }))
  view.rerender(<Suspense fallback={<p>loading</p>}><Part label="Pressed" /></Suspense>)
  expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument()
})

/** A loader the test resolves or rejects by hand. */
function manualLoader() {
  let settle: { resolve(component: ComponentType<{ name: string }>): void; reject(error: Error): void } | undefined
  const load = jest.fn(() => new Promise<ComponentType<{ name: string }>>((resolve, reject) => { settle = { resolve, reject } }))
  return { load, settle: () => settle! }
}

it('draws its fallback (from its props) while its code loads, and the part the moment the code comes', async () => {
  const { load, settle } = manualLoader()
  const Part = lazyPart(load, (props: { name: string }) => <p>Waiting for {props.name}</p>)
  render(<Part name="Ada" />)
  expect(screen.getByText('Waiting for Ada')).toBeInTheDocument()
  await act(async () => { settle().resolve(Greeting) })
  // At once: no Suspense boundary, so nothing holds the revealed part back.
  expect(screen.getByText('Hello Ada')).toBeInTheDocument()
  expect(screen.queryByText('Waiting for Ada')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

it('a part drawn while a preload is out shows the failure of that load, with Retry', async () => {
  const { load, settle } = manualLoader()
  const Part = lazyPart(load, <p>Waiting</p>)
  const preloaded = Part.preload()
  render(<Part name="Ada" />)
  expect(screen.getByText('Waiting')).toBeInTheDocument()
  await act(async () => { settle().reject(new TypeError('Failed to fetch dynamically imported module')) })
  await expect(preloaded).resolves.toBeUndefined()
  expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.')
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  await act(async () => { settle().resolve(Greeting) })
  expect(screen.getByText('Hello Ada')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})
