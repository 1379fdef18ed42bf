import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react'
import { useStore } from 'react-redux'
import { formatMessage } from '../../config/messages'
import { PhoneStyles } from '../../config/usePhoneWidth'
import { getListColumns } from '../../fields/listColumns'
import type { DateRange } from '../../layouts/ListLayoutProps'
import { layoutKindOf } from '../../layouts/layoutKinds'
import type { ListQuery } from '../../routing/listQuery'
import { lazyPart } from '../../network/lazyPart'
import { usePhoneWidth } from '../../config/usePhoneWidth'
import { MenuButton } from '../../layouts/MenuButton'
import { isAbortedError, isNetworkError } from '../../network/networkErrors'
import { errorText } from '../../network/errorText'
import { useOnline } from '../../network/useOnline'
import type { ListArg, TypedViewResource } from '../../resource/ViewResource'
import type { Action } from '../../types'
import { deferredIds } from '../../state/deferredDeletes'
import { useNotify } from '../notices/NoticeContext'
import { useQuota } from '../useQuota'
import { useExportTotal } from './useExportTotal'
import { useOneResource } from '../useOneResource'
import { useViewContext } from '../ViewContext'
import { useViewRead } from '../useViewRead'
import type { BulkBarProps } from './BulkBar'
import { CreateControl } from './CreateControl'
import { ExportButton } from './ExportButton'
import { LayoutSwitcher } from './LayoutSwitcher'
import { ListHeader } from './ListHeader'
import { listRequest } from './listRequest'
import { ListStatus } from './ListStatus'
import { listStyles } from './listStyles'
import { Pagination } from './Pagination'
import type { QuotaNoteProps } from './QuotaNote'
import { servedPageSize } from './servedPageSize'
import { showListTop } from './showListTop'
import { filterRefusalText, useDeclaredFilter } from './useDeclaredFilter'
import { useHasNextPage } from './useHasNextPage'
import { useListLayout } from './useListLayout'
import { useListQuery } from './useListQuery'
import { useRememberListQuery } from './useRememberListQuery'
import { useReadAgainWhenBack } from './useReadAgainWhenBack'
import { useSelection } from './useSelection'

type Item = unknown

// The bulk bar draws nothing until a record is selected: its code comes with the record views' (recordViewSet: loaded
// when the browser idles after the first view, or with the first selection).
const BulkBar = lazyPart(() => import('../recordViewSet').then((module) => module.BulkBar as ComponentType<BulkBarProps<Item>>))

// Only lists that declare filters draw the filter form: its code loads with the first of them; a busy
// skeleton line stands in for it meanwhile.
const FilterForm = lazyPart(() => import('./FilterForm').then((module) => module.FilterForm),
  <div className="atrium-filters" aria-busy="true"><span className="atrium-skeleton atrium-filters__loading" aria-hidden="true" /></div>)

// Drawn once a quota is reached: its code comes with the record views' (loaded when the browser idles, and by any
// create), not with the list's first paint.
const QuotaNote = lazyPart(() => import('../recordViewSet').then((module) => module.QuotaNote as ComponentType<QuotaNoteProps>))

const EMPTY_FILTER: Record<string, unknown> = {}

/**
 * The list view of the resource in the surrounding `ViewContext`: header with
 * the create action (disabled once the quota is reached, the quota's fallback under the header saying
 * why), layout switcher, filter form,
 * the chosen layout, pagination, bulk bar and CSV export. Its filter, sort,
 * page, page size and layout live in the URL (in the component for a list
 * under a record, `viewResourceContext.parent`); the view's active filter
 * (`viewResourceContext.filter`) always applies.
 *
 * Component slots (`components`, `null` removes an inherited one): `header`
 * replaces the header (props `ListHeaderSlotProps`, the create action as
 * children); `empty` replaces the empty message (`{ filtered }`, the create
 * call to action as children).
 */
export function ListView() {
  const view = useViewContext()
  if (!view) throw new Error(process.env.NODE_ENV !== 'production' ? 'Atrium: ListView must be drawn inside a view (a ViewContext.Provider); AtriumViews provides one.' : 'Atrium: ListView outside a view')
  const { viewResourceContext: context } = view
  // The list draws any resource, its records read as `unknown` (what the declaration's inputs say of them).
  const resource = view.resource as TypedViewResource<Item>
  useOneResource(resource.id, 'ListView')
  const options = useMemo(() => resource.getActionOptions('list'), [resource])
  // A list under a record (a sub-view) must not take over the page's URL: its state stays in the component.
  // Each change is remembered as it is written (see useRememberListQuery), through `remember`, set below.
  const remember = useRef<(written: ListQuery, filterChanged: boolean) => void>(undefined)
  const { query, setFilter, setSort, setPage, setPageSize, setLayout, setCalendar, clampPageSize } = useListQuery({
    defaultPageSize: options.pageSize, defaultSort: options.sort, inUrl: context.parent === undefined,
    onWrite: (written, filterChanged) => remember.current?.(written, filterChanged),
  })
  // The URL's filter is anyone's input: only the list's declared filters reach the API
  // (until the filter's code has loaded, nothing is asked for: it is never sent unread).
  const declared = useDeclaredFilter(resource.id, query.filter, options.filters)
  // The menu's link leads back to the list as it was left (a list under a record keeps its state to itself).
  remember.current = useRememberListQuery(resource.id, declared, context.parent === undefined)
  const urlFilter = declared ?? EMPTY_FILTER
  const choice = useListLayout(resource.id, options.layouts, query.layout, setLayout, context.parent === undefined)
  const kind = layoutKindOf(choice.current)
  const selection = useSelection<Item>()
  // Once drawn, the bulk bar stays (it keeps the refusals of its last delete after the selection empties).
  const [bulkBarDrawn, setBulkBarDrawn] = useState(false)
  if (selection.items.length > 0 && !bulkBarDrawn) setBulkBarDrawn(true)
  const notify = useNotify()
  const [update] = resource.endpoints.update.useMutation()

  // A range layout (the calendar) shows every record of its days, not a page: it tells which days, then they are asked for.
  const [range, setRange] = useState<DateRange>()
  // The most the API serves a page, once an answer showed it (a page size above it would hide records).
  const [served, setServed] = useState<number>()
  const pageSize = served !== undefined ? Math.min(served, query.pageSize) : query.pageSize
  const { arg, skip, ranged } = listRequest({ query, filter: declared, layout: choice.current, kind, range, pageSize, context })
  const { data, currentData, error: lastError, isLoading, isFetching, refetch, fulfilledTimeStamp } = resource.endpoints.list.useQuery(arg, { skip })
  useViewRead(resource.id, 'list', arg, skip)
  const hasNext = useHasNextPage(resource, arg, data, ranged)
  // A read given up when its view was left is asked again on return: no one should see its error. Offline,
  // rows already read stay as they are (the offline notice says why they do not refresh); a page, sort or filter never
  // read says it could not be loaded: the last answer's rows, drawn under "2", were page 1's as if they were page 2's.
  const readError = isAbortedError(lastError) || (isNetworkError(lastError) && currentData !== undefined) ? undefined : lastError
  // Unanswered, it is asked again by itself (online again, or after a wait), the error kept meanwhile; asked again by a
  // person (Retry, a return to the list), it shows as loading: the old error stayed up until the new answer came.
  const quiet = useReadAgainWhenBack(isNetworkError(lastError), isFetching, refetch)
  const error = isFetching && !quiet ? undefined : readError
  const quota = useQuota(resource, fulfilledTimeStamp)
  const quotaReason = useId()
  // Other pages exist (or may: a full page with no total and no answer yet): counts of `items` are this page's only.
  const partial = !ranged && data !== undefined && (query.page > 1
    || (data.total !== undefined ? data.total > data.items.length : hasNext ?? data.items.length >= pageSize))
  const { getState } = useStore()
  useEffect(() => {
    // Judged on the answer to `arg` only (`currentData`): `data` is the last answer to any request, drawn while the next
    // is on its way or waits (a filter's code loading): page 13's 8 rows judged as page 1's made it "8 a page".
    // An answer that left out records whose delete waits is short by them, not by a limit of the API's.
    if (ranged || !currentData || isFetching || deferredIds(getState(), resource.id)) return
    const size = servedPageSize(arg.page ?? 1, arg.itemsPerPage ?? pageSize, currentData.items.length, currentData.total)
    if (size === undefined || size >= pageSize) return
    setServed(size)
    clampPageSize(size)
    // Judged once per answer from the API: not on a page drawn one short by a delete before its answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fulfilledTimeStamp, isFetching])
  const items = data?.items ?? []
  const online = useOnline()
  const phone = usePhoneWidth()
  const shown = useMemo(() => (selection.items.length > 0 ? new Map(items.map((item) => [resource.getId(item), item])) : undefined), [items, resource, selection.items.length > 0])
  const name = resource.name
  const top = useRef<HTMLDivElement>(null)
  // Pages are changed at the list's foot: the next one is read from its top, not from where the last one ended.
  const goToPage = (page: number) => {
    setPage(page)
    showListTop(top.current, view.frame === 'page')
  }
  // Another layout is drawn from the list's top too (a table chosen below a scrolled calendar kept its heading hidden).
  const layouts = useMemo(() => ({ ...choice, choose: (key: string) => { showListTop(top.current, view.frame === 'page'); choice.choose(key) } }), [choice, view.frame])
  const selectable = options.selectable ?? (resource.can('delete') || (options.bulkActions?.length ?? 0) > 0)
  const fixed = useMemo(() => new Set(Object.keys(context.filter ?? {})), [context.filter])
  // The columns, computed once for the list: the layout draws them, the filter form and the export name them.
  // A record is a sample only when no form names them; it matters by its field names alone.
  const sample = items[0]
  const sampleFields = typeof sample === 'object' && sample !== null ? Object.keys(sample).join('\u0000') : ''
  const columns = useMemo(() => getListColumns(resource, kind.fields?.(choice.current), sample), [resource, kind, choice.current, sampleFields]) // eslint-disable-line react-hooks/exhaustive-deps
  const labelOf = useCallback((field: string) => columns.find((column) => column.field === field)?.label ?? field, [columns])
  // A list under a record draws no column of the field that refers to it (the same on every row; the export keeps it).
  const { hiddenFields } = view
  const drawnColumns = useMemo(() => {
    const drawn = columns.filter((column) => !hiddenFields?.has(column.field))
    return drawn.length > 0 ? drawn : columns
  }, [columns, hiddenFields])
  const open = (action: Action, item?: Item, values?: Record<string, unknown>) =>
    view.open(action, item === undefined ? undefined : resource.getId(item), values)
  // Where the list's views open by address, their openers are links (a new tab, a copied address, the address on hover).
  const links = view.hrefOf ? { hrefOf: (action: Action, item: Item) => view.hrefOf?.(action, resource.getId(item)) } : {}
  const onUpdate = async (item: Item, change: Partial<Item>) => {
    try {
      await update({ id: resource.getId(item), data: change, context }).unwrap()
    } catch (failure) {
      notify({ kind: 'error', text: formatMessage('list.updateFailed', { detail: errorText(failure) }) })
      throw failure
    }
  }
  // The list's export, of every record matching its filter (the header's button) or of the selected ones (the bulk bar's).
  const exportOptions = {
    resource, pageSize, context,
    params: { ...(arg.order ? { order: arg.order } : {}), ...(Object.keys(urlFilter).length > 0 ? { filters: urlFilter } : {}) },
    columns: [
      ...(columns.some((column) => column.field === 'id') ? [] : [{ label: 'id', value: (item: Item) => resource.getId(item) }]),
      ...columns.map((column) => ({ label: column.label, value: column.field, input: column.input })),
    ],
  }
  // A range layout's answer counts its days only: what its export writes is counted apart.
  const exportTotal = useExportTotal(resource, exportOptions.params.filters, context, ranged)
  const refusal = filterRefusalText(query.filterRefusal)
  const Layout = kind.component
  const empty = data !== undefined && items.length === 0
  // An empty first page: nothing to export, no other page nor a size to choose.
  const none = empty && query.page === 1
  const createLabel = formatMessage('action.create')
  const status = (
    <ListStatus error={error} onRetry={() => void refetch()}
      empty={empty && !error && !isFetching} filtered={Object.keys(urlFilter).length > 0} ranged={ranged} name={name}
      {...(!ranged && query.page > 1 ? { pastEnd: { page: query.page, onFirstPage: () => goToPage(1) } } : {})}
      emptyComponent={options.components?.empty ?? undefined}
      cta={<CreateControl resource={resource} quota={quota} label={formatMessage('list.createFirst')} onCreate={() => open('create')} />} />
  )

  return (
    <div ref={top} className="atrium-list" data-resource={resource.id}>
      <style href="atrium-list" precedence="default">{listStyles}</style>
      {/* Its phone rules (rows as cards) once loaded: a phone's first paint waits for them (usePhoneWidth, the scope's gate). */}
      <PhoneStyles />
      <ListHeader options={options} fallbackTitle={name} level={view.frame === 'page' ? 1 : 2}>
        <CreateControl resource={resource} quota={quota} label={createLabel} onCreate={() => open('create')} reasonId={quotaReason} />
      </ListHeader>
      {/* Under the header, not in it: in place of the button, the reason moved the heading 34 px down (and grew the header 143 px on a phone).
          Drawn once the quota is read, the usage below the limit: the reason's coming at the limit moved the rows. */}
      {quota?.usage && <QuotaNote id={quotaReason} resource={resource} quota={quota} />}
      <div className="atrium-list__toolbar">
        <LayoutSwitcher choice={layouts} />
        {/* How many it writes: the records matching the list's filter (a range layout's total is its days' only, and its
            export, not held to those days, may write records while they show none: counted apart, useExportTotal). */}
        {/* A list that could not be loaded has nothing to export either (its button was enabled, with no count). */}
        <ExportButton {...exportOptions} none={(ranged ? exportTotal === 0 : none) || (error !== undefined && data === undefined)} total={ranged ? exportTotal : data?.total} />
      </div>
      {refusal && <p role="status" className="atrium-list__notice">{refusal}</p>}
      {options.filters && (
        <FilterForm definitions={options.filters} filter={urlFilter} fixed={fixed} labelOf={labelOf} onApply={setFilter} />
      )}
      <div role="region" aria-label={options.title ?? name} aria-busy={isFetching ? 'true' : 'false'} className="atrium-list__body">
        {/* Days with nothing on them are said in the layout's body, under its Previous/Next: above it, the message pushed
            them 104 px down as a person paged into empty months, and Next moved from under the pointer. */}
        {!(ranged && empty && !error) && status}
        {!(empty && kind.hideWhenEmpty) && !(error && (data === undefined || (currentData === undefined && !ranged))) && (
          <Layout resource={resource} layout={choice.current} items={items} columns={drawnColumns} loading={(isLoading || isFetching) && !quiet}
            sort={query.sort} onSortChange={setSort} onOpen={open} {...links} onUpdate={onUpdate} notify={notify} partial={partial} {...(ranged ? { onRangeChange: setRange, position: { view: query.view, date: query.date }, onPositionChange: setCalendar, emptyNote: empty && !error && !isFetching ? status : undefined } : {})}
            {...(selectable ? { selected: selection.ids, onToggleSelected: (id: string) => selection.toggle(id, items.find((item) => resource.getId(item) === id)) } : {})} />
        )}
      </div>
      {/* Under the rows, held at the window's foot while they scroll: drawn above them, it pushed every row down as the
          first was ticked, and the next click ticked or unticked the wrong one. */}
      {selectable && bulkBarDrawn && (
        <BulkBar resource={resource} items={selection.items} context={context} actions={options.bulkActions ?? []} onDeselect={selection.deselect} shown={shown} online={online} exportOptions={exportOptions}
          phone={phone} more={MenuButton} />
      )}
      {ranged && data?.total !== undefined && data.total > items.length && (
        // The API serves fewer than asked for the visible days: say so rather than hide records silently.
        <p role="status" className="atrium-list__truncated">{formatMessage('calendar.truncated', { shown: items.length, total: data.total })}</p>
      )}
      {/* An empty first page has no other page nor a size to choose ("Previous Next 0 in all Per page" said nothing). */}
      {data !== undefined && !ranged && !none && (
        <Pagination page={query.page} pageSize={pageSize} total={data.total} count={items.length} {...(hasNext === undefined ? {} : { hasNext })}
          onPageChange={goToPage} onPageSizeChange={setPageSize} />
      )}
    </div>
  )
}
