// CI's full run found a list's sort lost: the Views header pressed, then 10 a page picked at once, and the URL
// held the page size alone. React Router renders a navigation in a transition, so the second change was written
// from the render before the first. Changes made one after another, before any render, now each keep the others.
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Router, useLocation, useNavigate, type Location, type Navigator } from 'react-router-dom'
import { useListQuery } from '../../../lib/index'

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/admin/articles/list?x=1#top']}>{children}</MemoryRouter>
}

function useBoth(inUrl = true) {
  return { list: useListQuery({ defaultPageSize: 25, inUrl }), location: useLocation() }
}

describe('list changes made before a render', () => {
  it('keep each other in the URL: sort, then page size, then a filter, from one stale render', () => {
    const { result } = renderHook(() => useBoth(), { wrapper })
    const stale = result.current.list
    act(() => {
      stale.setSort(['views'])
      stale.setPageSize(10)
      stale.setFilter({ title: 'routing' })
    })
    const params = new URLSearchParams(result.current.location.search)
    expect(params.get('sort')).toBe('views')
    expect(params.get('pageSize')).toBe('10')
    expect(JSON.parse(params.get('filter') ?? 'null')).toEqual({ title: 'routing' })
    expect(params.get('x')).toBe('1')
    expect(result.current.location.hash).toBe('#top')
    expect(result.current.list.query).toMatchObject({ sort: ['views'], pageSize: 10, page: 1, filter: { title: 'routing' } })
  })

  it('keep each other in a nested list\'s own state', () => {
    const { result } = renderHook(() => useBoth(false), { wrapper })
    const stale = result.current.list
    act(() => {
      stale.setSort(['-views'])
      stale.setPageSize(50)
    })
    expect(result.current.list.query).toMatchObject({ sort: ['-views'], pageSize: 50 })
    expect(result.current.location.search).toBe('?x=1')
  })

  it('build on the URL again once it has moved elsewhere (Back)', () => {
    const { result } = renderHook(() => ({ ...useBoth(), navigate: useNavigateBack() }), { wrapper })
    act(() => result.current.list.setSort(['views']))
    expect(new URLSearchParams(result.current.location.search).get('sort')).toBe('views')
    act(() => result.current.navigate(-1))
    expect(result.current.location.search).toBe('?x=1')
    act(() => result.current.list.setPageSize(10))
    const params = new URLSearchParams(result.current.location.search)
    expect(params.get('pageSize')).toBe('10')
    expect(params.has('sort')).toBe(false)
  })
})

describe('a list change, before the router draws its navigation', () => {
  // A router whose navigations are written down and drawn only when the test says (React Router draws them in a
  // transition, after the click that asked for them).
  const at = (search: string, key: string): Location => ({ pathname: '/admin/articles/list', search, hash: '', state: null, key })
  const written: string[] = []
  const navigator = { push: (to: { search?: string }) => written.push(to.search ?? ''), replace: () => undefined, go: () => undefined, createHref: () => '' } as unknown as Navigator
  const inRouter = (location: Location) => function RouterAt({ children }: { children: ReactNode }) {
    return <Router location={location} navigator={navigator}>{children}</Router>
  }
  beforeEach(() => { written.length = 0 })

  it('is drawn at once (the rows\' request leaves in the click\'s task), and the URL is the truth once drawn', () => {
    let location = at('?x=1', 'first')
    const { result, rerender } = renderHook(() => useListQuery({ defaultPageSize: 25 }), { wrapper: ({ children }) => inRouter(location)({ children }) })
    act(() => result.current.setFilter({ title: 'k' }))
    expect(written).toEqual([`?x=1&filter=${encodeURIComponent(JSON.stringify({ title: 'k' }))}`])
    expect(result.current.query).toMatchObject({ filter: { title: 'k' }, page: 1 })
    // The router draws another address: what it says counts, not what was written.
    location = at('?sort=views', 'second')
    rerender()
    expect(result.current.query).toMatchObject({ filter: {}, sort: ['views'] })
    // Back to the first address: its own query, not the change once written from it.
    location = at('?x=1', 'first')
    rerender()
    expect(result.current.query).toMatchObject({ filter: {}, sort: [] })
  })
})

function useNavigateBack() {
  return useNavigate()
}
