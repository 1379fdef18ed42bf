// A list makes the Intl formatters its cells need while its request is out: the first formatter of a
// page starts the browser's locale data, which would otherwise fall between the answer and the rows.
import { formatCell, prepareFormatters } from '../../lib/fields/formatCell'
import { configureAtrium } from '../../lib/index'

afterEach(() => {
  jest.restoreAllMocks()
  configureAtrium({ locale: undefined })
})

it('makes each needed formatter once, ahead; the cells then reuse it', () => {
  configureAtrium({ locale: 'de-DE' })
  const numberFormats = jest.spyOn(Intl, 'NumberFormat')
  const dateFormats = jest.spyOn(Intl, 'DateTimeFormat')
  prepareFormatters([{ type: 'number' }, undefined, { type: 'text' }, { type: 'date' }, { type: 'number' }])
  expect(numberFormats).toHaveBeenCalledTimes(1)
  expect(dateFormats).toHaveBeenCalledTimes(1)
  expect(formatCell(1234567, { type: 'number' })).toBe('1.234.567')
  expect(formatCell('2024-05-01', { type: 'date' })).toBe('1.5.2024')
  expect(numberFormats).toHaveBeenCalledTimes(1)
  expect(dateFormats).toHaveBeenCalledTimes(1)
})

it('makes none for columns that format without Intl', () => {
  configureAtrium({ locale: 'fr-FR' })
  const numberFormats = jest.spyOn(Intl, 'NumberFormat')
  const dateFormats = jest.spyOn(Intl, 'DateTimeFormat')
  prepareFormatters([{ type: 'text' }, { type: 'select', options: [] }, undefined])
  expect(numberFormats).not.toHaveBeenCalled()
  expect(dateFormats).not.toHaveBeenCalled()
})
