// A part of a view loaded on demand never breaks the page when its code cannot be fetched
// (offline, a deploy that replaced the file): it says so, and loads again with Retry or once
// the browser is back online.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
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
