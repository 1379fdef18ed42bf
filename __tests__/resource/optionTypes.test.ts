/*
 * Type-level contract of resource options. `npm test` runs `tsc --noEmit -p .`
 * over this file: every `@ts-expect-error` below must meet a real error, or tsc
 * fails with "Unused '@ts-expect-error' directive". Jest then runs the few
 * runtime checks at the end, so the file is a real test too.
 */
import { layout } from '../../lib/layouts/listLayouts'
import { boardLayout, calendarLayout, tableLayout, timelineLayout } from '../../lib/index'
import { createPermissionCheck } from '../../lib/resource/permissions'
import type { ResourceDeclaration } from '../../lib/resource/types'

interface Article { id: string; title: string; status: 'draft' | 'published'; views: number }

const accepted: ResourceDeclaration<Article> = {
  titleField: 'title',
  form: { inputs: { title: { type: 'text', required: true }, status: { type: 'select' }, views: false } },
  layouts: [layout.board({ groupBy: 'status', columns: ['draft'] }), layout.table({ fields: ['title', 'views'] })],
  permissions: { update: (item) => item?.status === 'draft' },
  hooks: { beforeCreate: (data) => ({ ...data, title: data.title?.trim() }) },
  views: {
    list: { layouts: [layout.table(), layout.calendar({ dateField: 'id' }), layout.timeline({ startField: 'id', endField: 'id', groupBy: 'status' })] },
    update: { form: { inputs: { id: { generatedValue: true } } } },
  },
}

const rejectedInput: ResourceDeclaration<Article> = {
  // @ts-expect-error: `nope` is not a field of Article
  form: { inputs: { nope: { type: 'text' } } },
}

const rejectedViewInput: ResourceDeclaration<Article> = {
  // @ts-expect-error: per-action inputs are checked too
  views: { create: { form: { inputs: { nope: false } } } },
}

const rejectedTitleField: ResourceDeclaration<Article> = {
  // @ts-expect-error: `nope` is not a field of Article
  titleField: 'nope',
}

const rejectedBoard: ResourceDeclaration<Article> = {
  layouts: [
    // @ts-expect-error: a board groups by a field of Article
    layout.board({ groupBy: 'nope', columns: ['draft'] }),
  ],
}

const rejectedTable: ResourceDeclaration<Article> = {
  layouts: [
    // @ts-expect-error: table columns are fields of Article
    layout.table({ fields: ['nope'] }),
  ],
}

const rejectedMixedTable: ResourceDeclaration<Article> = {
  layouts: [
    // @ts-expect-error: one wrong field among right ones is still rejected
    layout.table({ fields: ['title', 'nope'] }),
  ],
}

// The one-kind factories check their options exactly as `layout.<type>` does.
const namedFactories: ResourceDeclaration<Article> = {
  layouts: [boardLayout({ groupBy: 'status', columns: ['draft'] }), tableLayout({ fields: ['title', 'views'] })],
  views: { list: { layouts: [calendarLayout({ dateField: 'id' }), timelineLayout({ startField: 'id', endField: 'id', groupBy: 'status' })] } },
}

const rejectedNamedBoard: ResourceDeclaration<Article> = {
  // @ts-expect-error: a board groups by a field of Article
  layouts: [boardLayout({ groupBy: 'nope', columns: ['draft'] })],
}

const rejectedNamedTable: ResourceDeclaration<Article> = {
  // @ts-expect-error: table columns are fields of Article
  layouts: [tableLayout({ fields: ['title', 'nope'] })],
}

const rejectedNamedTimeline: ResourceDeclaration<Article> = {
  // @ts-expect-error: a timeline's start field is a field of Article
  views: { list: { layouts: [timelineLayout({ startField: 'nope', endField: 'id' })] } },
}

const rejectedCalendar: ResourceDeclaration<Article> = {
  // @ts-expect-error: a calendar's date field is a field of Article
  views: { list: { layouts: [layout.calendar({ dateField: 'nope' })] } },
}

const rejectedPermission: ResourceDeclaration<Article> = {
  permissions: {
    // @ts-expect-error: `nope` is not a property of Article
    update: (item) => item?.nope === true,
  },
}

const rejectedPermissionAction: ResourceDeclaration<Article> = {
  // @ts-expect-error: `publish` is not an action
  permissions: ['list', 'publish'],
}

const rejectedHook: ResourceDeclaration<Article> = {
  hooks: {
    // @ts-expect-error: a hook returns a Partial<Article>, not `{ nope: 1 }`
    beforeCreate: () => ({ nope: 1 }),
  },
}

const rejectedHookType: ResourceDeclaration<Article> = {
  hooks: {
    // @ts-expect-error: `title` is a string, not a number
    beforeCreate: (data) => ({ ...data, title: 1 }),
  },
}

describe('ViewResourceOptions types', () => {
  it('accepts well-typed options and keeps them as given at runtime', () => {
    expect(accepted.titleField).toBe('title')
    expect(accepted.layouts?.map((entry) => entry.type)).toEqual(['board', 'table'])
    expect(accepted.hooks?.beforeCreate?.({ title: '  Hi  ' }, { viewResourceContext: {} })).toEqual({ title: 'Hi' })
    const can = createPermissionCheck(accepted.permissions)
    expect(can('update', { id: '1', title: 't', status: 'draft', views: 0 })).toBe(true)
    expect(can('update', { id: '1', title: 't', status: 'published', views: 0 })).toBe(false)
  })

  it('builds the rejected declarations too (types only, nothing to run)', () => {
    const rejected = [
      rejectedInput, rejectedViewInput, rejectedTitleField, rejectedBoard, rejectedTable, rejectedMixedTable,
      rejectedCalendar, rejectedPermission, rejectedPermissionAction, rejectedHook, rejectedHookType,
      rejectedNamedBoard, rejectedNamedTable, rejectedNamedTimeline,
    ]
    expect(rejected).toHaveLength(14)
  })

  it('makes the same declarations with the one-kind factories as with `layout`', () => {
    expect(namedFactories.layouts).toEqual([layout.board({ groupBy: 'status', columns: ['draft'] }), layout.table({ fields: ['title', 'views'] })])
    expect(namedFactories.views?.list?.layouts).toEqual([layout.calendar({ dateField: 'id' }), layout.timeline({ startField: 'id', endField: 'id', groupBy: 'status' })])
  })
})
