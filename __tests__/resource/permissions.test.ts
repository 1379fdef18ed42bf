import { createPermissionCheck } from '../../lib/resource/permissions'
import type { Permissions } from '../../lib/resource/types'
import type { Action } from '../../lib/types'
import { ACTIONS } from '../../lib/types'

interface Article { id: string; status: 'draft' | 'published' }

const draft: Article = { id: '1', status: 'draft' }
const published: Article = { id: '2', status: 'published' }

// Expected answers in ACTIONS order: list, read, create, update, delete.
type Row = [name: string, permissions: Permissions<Article> | undefined, expected: [boolean, boolean, boolean, boolean, boolean]]

const rows: Row[] = [
  ['undefined', undefined, [true, true, true, true, true]],
  ["'all'", 'all', [true, true, true, true, true]],
  ["'readonly'", 'readonly', [true, true, false, false, false]],
  ['empty array', [], [false, false, false, false, false]],
  ['[list]', ['list'], [true, false, false, false, false]],
  ['[list, read, create]', ['list', 'read', 'create'], [true, true, true, false, false]],
  ['[update, delete]', ['update', 'delete'], [false, false, false, true, true]],
  ['every action listed', [...ACTIONS], [true, true, true, true, true]],
  ['empty object (missing → allowed)', {}, [true, true, true, true, true]],
  ['{ delete: false } (all but delete)', { delete: false }, [true, true, true, true, false]],
  ['every action false', { list: false, read: false, create: false, update: false, delete: false }, [false, false, false, false, false]],
  ['mixed booleans', { list: true, create: false, update: true }, [true, true, false, true, true]],
  ['constant functions', { read: () => false, update: () => true }, [true, false, true, true, true]],
  ['throwing function denies', { delete: () => { throw new Error('boom') } }, [true, true, true, true, false]],
]

const cells = rows.flatMap(([name, permissions, expected]) =>
  ACTIONS.map((action, index) => [name, action, permissions, expected[index]] as const))

describe('createPermissionCheck', () => {
  it.each(cells)('%s → %s', (_name, action, permissions, expected) => {
    const can = createPermissionCheck(permissions)
    expect(can(action)).toBe(expected)
    expect(can(action, draft)).toBe(expected)
  })

  const byStatus = createPermissionCheck<Article>({
    update: (item) => item?.status === 'draft',
    delete: (item) => item !== undefined && item.status !== 'published',
  })

  it.each<[Action, Article | undefined, boolean]>([
    ['update', draft, true],
    ['update', published, false],
    ['update', undefined, false],
    ['delete', draft, true],
    ['delete', published, false],
    ['delete', undefined, false],
    ['read', published, true],
  ])('item-dependent rule: %s on %o → %s', (action, item, expected) => {
    expect(byStatus(action, item)).toBe(expected)
  })

  it('passes the item to the rule as given', () => {
    const rule = jest.fn((item?: Article) => item === draft)
    const can = createPermissionCheck<Article>({ read: rule })
    expect(can('read', draft)).toBe(true)
    expect(rule).toHaveBeenCalledWith(draft)
    expect(can('read')).toBe(false)
    expect(rule).toHaveBeenLastCalledWith(undefined)
  })

  it('a throwing rule denies only its action, every time', () => {
    const can = createPermissionCheck<Article>({ update: (item) => (item as Article).status === 'draft' })
    expect(can('update')).toBe(false)
    expect(can('update', draft)).toBe(true)
    expect(can('list')).toBe(true)
  })

  it('denies when a rule returns a non-boolean (untyped host code)', () => {
    const loose = { read: () => 'yes' } as unknown as Permissions<Article>
    expect(createPermissionCheck(loose)('read')).toBe(false)
  })

  it('denies everything for an unknown permissions value (untyped host code)', () => {
    const unknown = 'everyone' as unknown as Permissions<Article>
    const can = createPermissionCheck(unknown)
    expect(ACTIONS.map((action) => can(action))).toEqual([false, false, false, false, false])
  })

  it('is not affected by later changes to the array it was built from', () => {
    const allowed: Action[] = ['list']
    const can = createPermissionCheck<Article>(allowed)
    allowed.push('delete')
    expect(can('delete')).toBe(false)
  })
})
