import { createElement, forwardRef, memo } from 'react'
import { layout } from '../../lib/layouts/listLayouts'
import { deepMerge } from '../../lib/resource/deepMerge'
import { ACTION_OPTION_KEYS, mergeActionOptions } from '../../lib/resource/mergeActionOptions'
import type { ActionOptions, ResourceComponents, ResourceDeclaration } from '../../lib/resource/types'
import type { Repository } from '../../lib/types'
import type { Action } from '../../lib/types'
import { ACTIONS } from '../../lib/types'
import { open } from '../../lib/frames/open'

const sideFrame = open.custom(() => null, 'side')
const plainFrame = open.custom(() => null)

interface Article { id: string; title: string; body: string; status: 'draft' | 'published'; views: number }

const Header = (): null => null
const OtherHeader = (): null => null
const Footer = (): null => null
const redirectA = (item: Article): string => `/a/${item.id}`
const redirectB = (item: Article): string => `/b/${item.id}`

// The declaration's data source is not read here: a case may hold all three, to show they are left out.
type Root = ResourceDeclaration<Article> & { path?: string; storage?: 'local'; repository?: Partial<Repository<Article>> }
type Case = [name: string, root: Root, action: Action, expected: ActionOptions<Article>]

const cases: Case[] = [
  ['no views: the root ActionOptions', { title: 'Articles', pageSize: 10 }, 'list', { title: 'Articles', pageSize: 10 }],
  ['title override', { title: 'Articles', views: { update: { title: 'Edit' } } }, 'update', { title: 'Edit' }],
  ['other action keeps the root title', { title: 'Articles', views: { update: { title: 'Edit' } } }, 'read', { title: 'Articles' }],
  ['resource-only keys are left out',
    { name: 'Art', path: '/api/articles', alias: 'posts', storage: 'local', titleField: 'title', permissions: 'readonly', hooks: {}, realtime: true, quota: { get: () => ({ used: 0, limit: 1 }), fallback: null }, repository: {}, description: 'd' },
    'list', { description: 'd' }],
  ['deep form merge: input fields merge, new inputs follow',
    { form: { inputs: { title: { type: 'text', required: true }, body: { type: 'textarea' } } }, views: { create: { form: { inputs: { title: { label: 'Headline' }, status: { type: 'select' } } } } } },
    'create', { form: { inputs: { title: { type: 'text', required: true, label: 'Headline' }, body: { type: 'textarea' }, status: { type: 'select' } } } }],
  ['false removes an inherited input',
    { form: { inputs: { id: { generatedValue: true }, title: {}, body: {} } }, views: { update: { form: { inputs: { title: false } } } } },
    'update', { form: { inputs: { id: { generatedValue: true }, body: {} } } }],
  ['false for an input the root never had leaves nothing behind',
    { form: { inputs: { title: {} } }, views: { create: { form: { inputs: { views: false } } } } },
    'create', { form: { inputs: { title: {} } } }],
  ['false written in the root is dropped too', { form: { inputs: { title: {}, body: false } } }, 'read', { form: { inputs: { title: {} } } }],
  ['form only in the view', { views: { create: { form: { inputs: { title: { required: true }, body: false } } } } }, 'create', { form: { inputs: { title: { required: true } } } }],
  ['null removes an inherited component',
    { components: { Header, Footer }, views: { read: { components: { Header: null } } } }, 'read', { components: { Footer } }],
  ['component replaced, not merged', { components: { Header }, views: { read: { components: { Header: OtherHeader } } } }, 'read', { components: { Header: OtherHeader } }],
  ['null written in the root is dropped', { components: { Header, Footer: null } }, 'list', { components: { Header } }],
  ['arrays replaced: layouts',
    { layouts: [layout.table(), layout.board({ groupBy: 'status', columns: ['draft', 'published'] })], views: { list: { layouts: [layout.table({ fields: ['title'] })] } } },
    'list', { layouts: [layout.table({ fields: ['title'] })] }],
  ['arrays replaced: select options',
    { form: { inputs: { status: { type: 'select', options: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }] } } }, views: { create: { form: { inputs: { status: { options: [{ value: 'draft', label: 'Draft' }] } } } } } },
    'create', { form: { inputs: { status: { type: 'select', options: [{ value: 'draft', label: 'Draft' }] } } } }],
  ['functions replaced: afterSave redirect', { afterSave: { redirect: redirectA }, views: { create: { afterSave: { redirect: redirectB } } } }, 'create', { afterSave: { redirect: redirectB } }],
  ['afterSave object over a string', { afterSave: 'close', views: { update: { afterSave: { redirect: redirectA } } } }, 'update', { afterSave: { redirect: redirectA } }],
  ['icon component replaced', { icon: Header, views: { read: { icon: 'eye' } } }, 'read', { icon: 'eye' }],
  ['custom frame replaced whole, not merged', { open: sideFrame, views: { update: { open: plainFrame } } }, 'update', { open: plainFrame }],
  ['open string over the root', { open: 'page', views: { create: { open: 'dialog' } } }, 'create', { open: 'dialog' }],
  ['false and 0 override (they are values, not removals)', { fullWidth: true, optimistic: true, pageSize: 25, views: { list: { fullWidth: false, optimistic: false, pageSize: 0 } } }, 'list', { fullWidth: false, optimistic: false, pageSize: 0 }],
  ['undefined does not erase',
    { title: 'T', icon: 'doc', components: { Header }, form: { inputs: { title: { label: 'Title' } } }, views: { read: { title: undefined, icon: undefined, components: { Header: undefined } as unknown as ResourceComponents, form: { inputs: { title: undefined } } } } },
    'read', { title: 'T', icon: 'doc', components: { Header }, form: { inputs: { title: { label: 'Title' } } } }],
  ['undefined inside an input does not erase', { form: { inputs: { title: { label: 'Title', required: true } } }, views: { create: { form: { inputs: { title: { label: undefined, required: false } } } } } }, 'create', { form: { inputs: { title: { label: 'Title', required: false } } } }],
  ['empty view is the root', { title: 'T', views: { list: {} } }, 'list', { title: 'T' }],
]

describe('mergeActionOptions', () => {
  it.each(cases)('%s', (_name, root, action, expected) => {
    expect(mergeActionOptions(root, action)).toStrictEqual(expected)
  })

  it('keeps the root declaration order of inputs, then new ones', () => {
    const root: Root = {
      form: { inputs: { status: {}, title: {}, body: {}, views: {} } },
      views: { update: { form: { inputs: { id: { generatedValue: true }, title: false, body: { label: 'Text' } } } } },
    }
    expect(Object.keys(mergeActionOptions(root, 'update').form?.inputs ?? {})).toEqual(['status', 'body', 'views', 'id'])
  })

  it('removed keys are absent, not undefined', () => {
    const root: Root = {
      form: { inputs: { title: {}, body: {} } },
      components: { Header, Footer },
      views: { read: { form: { inputs: { body: false } }, components: { Footer: null } } },
    }
    const merged = mergeActionOptions(root, 'read')
    expect('body' in (merged.form?.inputs ?? {})).toBe(false)
    expect('Footer' in (merged.components ?? {})).toBe(false)
    expect(Object.keys(merged)).toEqual(['form', 'components'])
  })

  it('isolates actions: each view applies only to its own action', () => {
    const root: Root = {
      title: 'Articles',
      form: { inputs: { title: {}, body: {} } },
      views: { create: { title: 'New', form: { inputs: { body: false } } }, update: { title: 'Edit' } },
    }
    const titles = ACTIONS.map((action) => mergeActionOptions(root, action).title)
    expect(titles).toEqual(['Articles', 'Articles', 'New', 'Edit', 'Articles'])
    expect(Object.keys(mergeActionOptions(root, 'update').form?.inputs ?? {})).toEqual(['title', 'body'])
    expect(Object.keys(mergeActionOptions(root, 'create').form?.inputs ?? {})).toEqual(['title'])
  })

  it('never mutates its inputs, and the result does not reach them', () => {
    const root: Root = {
      title: 'Articles',
      form: { inputs: { title: { label: 'Title' }, body: {} } },
      components: { Header, Footer },
      layouts: [layout.table()],
      views: { update: { form: { inputs: { title: { required: true }, body: false } }, components: { Footer: null } } },
    }
    const snapshot = structuredClone({ ...root, components: undefined })
    const merged = mergeActionOptions(root, 'update')
    const again = mergeActionOptions(root, 'read')
    expect({ ...root, components: undefined }).toEqual(snapshot)
    expect(root.components).toEqual({ Header, Footer })
    const inputs = merged.form?.inputs
    if (inputs?.title) inputs.title.label = 'changed'
    const readInputs = again.form?.inputs
    if (readInputs?.title) readInputs.title.label = 'changed too'
    expect(root.form?.inputs?.title).toEqual({ label: 'Title' })
    expect(root.views?.update?.form?.inputs?.title).toEqual({ required: true })
  })

  it('lists exactly the ActionOptions keys', () => {
    expect([...ACTION_OPTION_KEYS].sort()).toEqual(
      ['afterSave', 'bulkActions', 'components', 'description', 'expandable', 'filters', 'form', 'fullWidth', 'icon', 'layouts', 'open', 'optimistic', 'pageSize', 'rowActions', 'selectable', 'sort', 'tabs', 'title'],
    )
  })
})

class Frame { constructor(readonly name: string, readonly size?: number) {} }
const element = createElement('b', { title: 'a' })
const Memo = memo(Header)
const Forward = forwardRef(() => null)
const fn = (): number => 1

describe('deepMerge', () => {
  it.each<[string, unknown, unknown, unknown]>([
    ['nested plain objects', { a: { b: 1, c: 2 }, d: 1 }, { a: { c: 3, e: 4 } }, { a: { b: 1, c: 3, e: 4 }, d: 1 }],
    ['arrays replaced', { a: [1, 2, 3] }, { a: [4] }, { a: [4] }],
    ['functions replaced', { a: fn }, { a: Header }, { a: Header }],
    ['undefined keeps base', { a: 1, b: { c: 2 } }, { a: undefined, b: undefined }, { a: 1, b: { c: 2 } }],
    ['undefined override keeps base', { a: 1 }, undefined, { a: 1 }],
    ['null replaces', { a: { b: 1 } }, { a: null }, { a: null }],
    ['object over primitive', { a: 1 }, { a: { b: 1 } }, { a: { b: 1 } }],
    ['primitive over object', { a: { b: 1 } }, { a: 2 }, { a: 2 }],
    ['null-prototype objects merge', { a: Object.assign(Object.create(null) as object, { b: 1 }) }, { a: { c: 2 } }, { a: { b: 1, c: 2 } }],
  ])('%s', (_name, base, override, expected) => {
    expect(deepMerge(base, override)).toEqual(expected)
  })

  it.each<[string, unknown, unknown]>([
    ['class instances', new Frame('a', 1), new Frame('b')],
    ['React elements', createElement('i', { id: 'x' }), element],
    ['memo components', Forward, Memo],
    ['forwardRef components', Memo, Forward],
    ['dates', new Date(0), new Date(1)],
  ])('replaces %s instead of merging them', (_name, base, override) => {
    expect(deepMerge({ slot: base }, { slot: override }).slot).toBe(override)
  })

  it('does not mutate its inputs', () => {
    const base = { a: { b: 1 } }
    const override = { a: { c: 2 } }
    const merged = deepMerge<Record<string, Record<string, number>>>(base, override)
    merged.a.d = 4
    expect(base).toEqual({ a: { b: 1 } })
    expect(override).toEqual({ a: { c: 2 } })
  })
})
