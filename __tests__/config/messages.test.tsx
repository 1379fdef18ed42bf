// Built-in texts: each concern keeps its own (a list layout in its folder), every one overridable
// through configureAtrium({ messages }); a key no formatter knows is a type error, and from untyped
// code it shows the key rather than crashing the page.
import { render, screen } from '@testing-library/react'
import { configureAtrium, layout } from '../../lib/index'
import { formatMessage } from '../../lib/config/messages'
import { boardText } from '../../lib/layouts/board/boardText'
import { dateText } from '../../lib/layouts/dateText'
import { chooseLayout } from '../../lib/layouts/chooseLayout'
import { LayoutSwitcher } from '../../lib/views/list/LayoutSwitcher'
import { AccessDenied, PageLoader } from '../../lib/scope/fallbacks'
import { bulkText } from '../../lib/views/list/bulkText'
import { formText } from '../../lib/views/form/formText'
import { recordText } from '../../lib/views/recordText'

afterEach(() => configureAtrium({}))

describe('texts', () => {
  it('a host overrides texts wherever they live (core, the form, the record views, a layout, the bulk bar)', () => {
    expect(recordText('notice.deleted', { title: 'Le titre' })).toBe('Le titre deleted.')
    configureAtrium({ messages: { 'action.save': 'Enregistrer', 'notice.deleted': '{title} supprimé.', 'board.moveTo': 'Vers {column}', 'calendar.today': "Aujourd'hui", 'list.bulkDeleted': '{count} supprimés.' } })
    expect(formText('action.save')).toBe('Enregistrer')
    expect(recordText('notice.deleted', { title: 'Le titre' })).toBe('Le titre supprimé.')
    expect(boardText('board.moveTo', { column: 'Done' })).toBe('Vers Done')
    expect(dateText('calendar.today')).toBe("Aujourd'hui")
    expect(bulkText('list.bulkDeleted', { count: 3 })).toBe('3 supprimés.')
  })

  it("the scope's fallbacks: their own texts, overridable", () => {
    render(<><PageLoader /><AccessDenied /></>)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied')
    configureAtrium({ messages: { 'scope.loading': 'Chargement…', 'scope.forbidden': 'Accès refusé' } })
    render(<><PageLoader /><AccessDenied /></>)
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('Chargement…')
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Accès refusé')
  })

  it("a layout's label comes from its kind, overridable, and a declaration's own label wins", () => {
    configureAtrium({ messages: { 'layout.board': 'Tableau' } })
    const choice = chooseLayout([layout.table(), layout.board({ groupBy: 'status', columns: [] }), layout.calendar({ dateField: 'due', label: 'Agenda' })], undefined, undefined)
    render(<LayoutSwitcher choice={{ ...choice, choose: () => undefined }} />)
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Table', 'Tableau', 'Agenda'])
  })

  it('an unknown key is a type error; from untyped code it shows the key, no crash', () => {
    // @ts-expect-error: no built-in text is called so
    expect(formatMessage('list.nope')).toBe('list.nope')
    // @ts-expect-error: a key of another concern's texts (the table's label is not the board's)
    expect(boardText('layout.table')).toBe('layout.table')
    // @ts-expect-error: a placeholder's value is text or a number
    expect(formatMessage('list.empty', { resource: {} })).toBe('No [object Object] yet.')
  })
})
