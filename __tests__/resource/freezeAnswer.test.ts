import { setAutoFreeze } from 'immer'
import { createAtriumStore, createViewResource } from '../../lib/index'
import { freezeAnswer } from '../../lib/resource/freezeAnswer'
import { clearViewResources } from '../../lib/state/registry'
import { memoryRepository, type Article } from '../support/memoryRepository'

afterEach(() => clearViewResources())

describe('freezeAnswer', () => {
  it('freezes plain objects and arrays all the way down and returns the same answer', () => {
    const answer = { items: [{ id: '1', tags: ['a'], author: { name: 'Ann' } }], total: 1 }
    expect(freezeAnswer(answer)).toBe(answer)
    for (const value of [answer, answer.items, answer.items[0], answer.items[0].tags, answer.items[0].author]) expect(Object.isFrozen(value)).toBe(true)
  })

  it('leaves dates, files and class instances as they are (Immer does not freeze them either)', () => {
    class Money { constructor(public cents: number) {} }
    const when = new Date(0)
    const price = new Money(5)
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { nested: { n: 1 } })
    const answer = freezeAnswer({ when, price, bare })
    expect(Object.isFrozen(answer)).toBe(true)
    expect(Object.isFrozen(when)).toBe(false)
    expect(Object.isFrozen(price)).toBe(false)
    // An object without a prototype is plain: frozen, with what it holds.
    expect(Object.isFrozen(bare)).toBe(true)
    expect(Object.isFrozen(bare.nested)).toBe(true)
  })

  it('freezes maps and sets, and what they hold, as Immer does', () => {
    const tags = new Set([{ name: 'a' }])
    const byLocale = new Map([['en', { title: 'Hello' }]])
    freezeAnswer({ items: [{ id: '1', tags, byLocale }] })
    expect(Object.isFrozen(tags)).toBe(true)
    expect(Object.isFrozen(byLocale)).toBe(true)
    expect(Object.isFrozen([...tags][0])).toBe(true)
    expect(Object.isFrozen(byLocale.get('en'))).toBe(true)
    expect(() => byLocale.set('fr', { title: 'Bonjour' })).toThrow()
  })

  it('passes primitives, null and already frozen values through', () => {
    expect(freezeAnswer(null)).toBeNull()
    expect(freezeAnswer('text')).toBe('text')
    const frozen = Object.freeze({ inner: { n: 1 } })
    freezeAnswer(frozen)
    // A frozen value is taken as frozen all the way down, as Immer takes it.
    expect(Object.isFrozen(frozen.inner)).toBe(false)
  })
})

describe('list and read answers in the store', () => {
  // With Immer's own freezing off, what is frozen was frozen by Atrium, before the store.
  beforeEach(() => setAutoFreeze(false))
  afterEach(() => setAutoFreeze(true))

  it('are frozen before RTK Query stores them, so Immer does not walk them', async () => {
    const { repository } = memoryRepository([{ id: '1', title: 'First', status: 'draft' }, { id: '2', title: 'Second', status: 'published' }])
    const articles = createViewResource<Article>('frozenArticles', { repository })
    const store = createAtriumStore()
    const list = await store.dispatch(articles.endpoints.list.initiate({}))
    expect(list.data?.items.map((item) => item.title)).toEqual(['First', 'Second'])
    expect(Object.isFrozen(list.data)).toBe(true)
    expect(list.data?.items.every((item) => Object.isFrozen(item))).toBe(true)
    const read = await store.dispatch(articles.endpoints.read.initiate({ id: '2' }))
    expect(read.data).toEqual({ id: '2', title: 'Second', status: 'published' })
    expect(Object.isFrozen(read.data)).toBe(true)
    // Writes still work on frozen answers: the optimistic and settled patches go through Immer drafts.
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Renamed' } }))
    const again = await store.dispatch(articles.endpoints.list.initiate({}, { forceRefetch: true }))
    expect(again.data?.items.map((item) => item.title)).toEqual(['Renamed', 'Second'])
  })
})
