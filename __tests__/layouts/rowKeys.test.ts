// nextRowKeys: how a windowed table keys its drawn rows so a scroll recycles rows instead of creating them.
import { nextRowKeys, type RowKeys } from '../../lib/layouts/table/rowKeys'

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => from + offset)
const start = (indexes: number[]): RowKeys => nextRowKeys({ keys: new Map(), next: 0 }, indexes)

describe('nextRowKeys', () => {
  it('gives every row a fresh key on the first draw', () => {
    const first = start(range(0, 4))
    expect([...first.keys]).toEqual([[0, 'row-0'], [1, 'row-1'], [2, 'row-2'], [3, 'row-3']])
    expect(first.next).toBe(4)
  })

  it('keeps the keys of rows still drawn and gives the rows scrolled out to the rows scrolled in below', () => {
    const first = start(range(0, 6))
    const down = nextRowKeys(first, range(2, 8))
    expect([...down.keys]).toEqual([[2, 'row-2'], [3, 'row-3'], [4, 'row-4'], [5, 'row-5'], [6, 'row-0'], [7, 'row-1']])
    expect(down.next).toBe(6)
  })

  it('gives fresh keys to rows scrolled in above the rows still drawn (a recycled key there would move every row after it)', () => {
    const first = start(range(10, 16))
    const up = nextRowKeys(first, range(8, 14))
    expect([...up.keys]).toEqual([[8, 'row-6'], [9, 'row-7'], [10, 'row-0'], [11, 'row-1'], [12, 'row-2'], [13, 'row-3']])
  })

  it('recycles every key on a jump far away, and keeps a row kept drawn out of the range (the focused row)', () => {
    const first = start([0, ...range(20, 24)])
    const jump = nextRowKeys(first, [0, ...range(5000, 5004)])
    expect([...jump.keys]).toEqual([[0, 'row-0'], [5000, 'row-1'], [5001, 'row-2'], [5002, 'row-3'], [5003, 'row-4']])
  })

  it('never gives two drawn rows one key, whatever the moves', () => {
    let keys = start(range(0, 30))
    for (const from of [3, 40, 38, 9000, 8990, 0, 0, 15, 12, 2]) {
      const indexes = [...new Set([7, ...range(from, from + 30)])].sort((a, b) => a - b)
      keys = nextRowKeys(keys, indexes)
      expect(new Set(keys.keys.values()).size).toBe(indexes.length)
      expect([...keys.keys.keys()]).toEqual(indexes)
    }
  })
})
