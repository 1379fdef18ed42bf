import { messageFormatter } from '../../config/messages'

/** The filter form's texts, loaded with it (overridable through `configureAtrium({ messages })`, like every built-in text). */
export const filterText = /* @__PURE__ */ messageFormatter({
  'action.clearFilters': 'Clear filters',
  'action.applyFilters': 'Apply',
  'list.filters': 'Filters',
  'filter.any': 'Any',
  'filter.from': '{field} from',
  'filter.to': '{field} to',
  'filter.search': 'Search',
})
