import { messageFormatter } from '../../config/messages'

/**
 * The export's texts, loaded with its progress (`ExportProgress`) and the bulk bar, on the first export or
 * selection: a list's first paint draws none of them (overridable through `configureAtrium({ messages })`).
 */
export const exportText = /* @__PURE__ */ messageFormatter({
  'list.exporting': 'Exporting… {done} of {total}',
  'list.exportingUnknown': 'Exporting… {done}',
  'list.exported': 'CSV file saved ({count} in all).',
  'list.exportFailed': 'The export failed: {detail}',
})
