// Adding a list layout touches its own folder plus one registration line (issue 18). A contributor's
// layout (the `gallery/` folder next to this file, laid out as `lib/layouts/<kind>/` is) joins a registry
// by one line, and the factory hosts call and the union resources accept follow from that line alone.
// And in lib/, each registered layout is named outside its folder only by the registry's line (and by
// lib/index.ts, which may re-export its factory and its declaration type's name); the table, which
// every list falls back to, also by the kind lookup (lib/layouts/layoutKinds.ts).
import { render, screen } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createViewResource, layout, type ListLayout, type ListLayoutComponentProps } from '../../lib/index'
import { layoutFactories, type DeclarationsOf, type LayoutsOf } from '../../lib/layouts/layoutRegistry'
import { layoutKindOf } from '../../lib/layouts/layoutKinds'
import { listLayouts } from '../../lib/layouts/listLayouts'
import { listRequest } from '../../lib/views/list/listRequest'
import { galleryKind } from './gallery/galleryKind'

interface Photo { id: string; title: string; url: string; views: number; takenAt: string }

// The one registration line (here a test-only registry, as `lib/layouts/listLayouts.ts` is the library's).
const testLayouts = { ...listLayouts, gallery: galleryKind } as const

const testLayout = layoutFactories(testLayouts)
type TestListLayout<T = unknown> = DeclarationsOf<LayoutsOf<typeof testLayouts>, T>

describe('a layout added by its folder and one registry line', () => {
  it('gets its factory, the others unchanged', () => {
    expect(Object.keys(testLayout)).toEqual(['table', 'board', 'calendar', 'timeline', 'gallery'])
    expect(testLayout.gallery<Photo>({ imageField: 'url', label: 'Photos' })).toEqual({ type: 'gallery', imageField: 'url', label: 'Photos' })
    expect(testLayout.board<Photo>({ groupBy: 'title', columns: ['a'] })).toEqual(layout.board<Photo>({ groupBy: 'title', columns: ['a'] }))
  })

  it('joins the union of declarations, with its fields checked against the record type', () => {
    const declared: readonly TestListLayout<Photo>[] = [testLayout.table<Photo>({ fields: ['title'] }), testLayout.gallery<Photo>({ imageField: 'url' })]
    // @ts-expect-error: `views` is a number, not text
    const wrongField: TestListLayout<Photo> = testLayout.gallery<Photo>({ imageField: 'views' })
    // @ts-expect-error: the library's own union does not know the test registry's gallery
    const notInLibrary: ListLayout<Photo> = testLayout.gallery<Photo>({ imageField: 'url' })
    expect(declared.map((entry) => entry.type)).toEqual(['table', 'gallery'])
    expect([wrongField.type, notInLibrary.type]).toEqual(['gallery', 'gallery'])
  })

  it('is registered under its own type, or the registry does not compile', () => {
    // @ts-expect-error: a kind whose declarations say `type: 'gallery'` cannot sit under `pictures`
    const misfiled = layoutFactories({ ...listLayouts, pictures: galleryKind })
    expect(Object.keys(misfiled)).toContain('pictures')
  })

  it('is read by the list through its kind: the request and the component', () => {
    const photos = createViewResource<Photo>('add-layout-photos', { repository: { getCollection: async () => ({ items: [] }) }, titleField: 'title' })
    const gallery = testLayout.gallery<Photo>({ imageField: 'url' })
    const request = listRequest({ query: { sort: ['title'], page: 2 }, filter: {}, layout: gallery, kind: galleryKind, range: undefined, pageSize: 12, context: {} })
    expect(request).toEqual({ arg: { page: 2, itemsPerPage: 12, order: { title: 'asc' }, context: {} }, skip: false, ranged: false })

    const Gallery = galleryKind.component
    const props: ListLayoutComponentProps = {
      resource: photos as unknown as ListLayoutComponentProps['resource'], layout: gallery as unknown as ListLayout, loading: false, sort: [],
      items: [{ id: '1', title: 'Harbour', url: 'https://example.org/harbour.jpg' }, { id: '2', title: 'Trap', url: 'javascript:alert(1)' }],
      onSortChange: jest.fn(), onOpen: jest.fn(), onUpdate: jest.fn(() => Promise.resolve()),
    }
    render(<Gallery {...props} />)
    expect(screen.getByRole('img', { name: 'Image of Harbour' })).toHaveAttribute('src', 'https://example.org/harbour.jpg')
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(screen.getByText('Trap')).toBeInTheDocument()
    // Made by its factory, the layout is drawn by its kind in the library's lists too.
    expect(layoutKindOf(gallery as unknown as ListLayout)).toBe(galleryKind)
  })
})

const ROOT = join(__dirname, '..', '..')
const REGISTRY = 'lib/layouts/listLayouts.ts'
const KIND_LOOKUP = 'lib/layouts/layoutKinds.ts'
const PUBLIC_ENTRY = 'lib/index.ts'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** A source without its comments (a comment may mention a layout; only code names one). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

describe('each registered layout is named outside its folder only by the registry', () => {
  const files = ['lib', 'store', 'slices', 'middleware'].flatMap((dir) => sources(join(ROOT, dir))).map((path) => ({ path: relative(ROOT, path), text: code(readFileSync(path, 'utf8')) }))

  it.each(Object.keys(listLayouts))('%s', (type) => {
    const folder = `lib/layouts/${type}/`
    // What names the layout: its `type` as a string, an import from its folder, or a name its folder exports.
    const exported = files.filter((file) => file.path.startsWith(folder)).flatMap((file) => [...file.text.matchAll(/export\s+(?:declare\s+)?(?:interface|type|function|const|class|let)\s+(\w+)/g)].map((match) => match[1]))
    expect(exported.length).toBeGreaterThan(0)
    const naming = new RegExp([`['"\`]${type}['"\`]`, `layouts/${type}/`, ...exported.map((name) => `\\b${name}\\b`)].join('|'))
    const outside = files.filter((file) => !file.path.startsWith(folder) && naming.test(file.text)).map((file) => file.path)
    expect(outside.filter((path) => path !== PUBLIC_ENTRY)).toEqual(type === 'table' ? [KIND_LOOKUP, REGISTRY] : [REGISTRY])
    // In the registry, one line.
    const registry = files.find((file) => file.path === REGISTRY)!.text.split('\n').filter((line) => naming.test(line) || new RegExp(`^\\s*${type}:`).test(line))
    expect(registry).toHaveLength(2) // its import and its entry: `import { boardKind } …` and `board: boardKind,`
    expect(registry[1]).toMatch(new RegExp(`^\\s*${type}: ${type}Kind,$`))
  })
})
