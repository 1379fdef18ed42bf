import { getListColumns, type ListColumn } from '../../fields/listColumns'
import { TITLE_FALLBACK_FIELDS } from '../../fields/recordTitle'
import type { ViewResource } from '../../resource/ViewResource'

/** How many fields a phone card shows under its title when its table names no `cardFields`. */
export const PHONE_CARD_FIELDS = 3

/**
 * The fields a row shows as a phone card, under the record's title: the table's `cardFields`
 * when it names them (in its order; a field that is not a column is shown all the same), else the
 * first `PHONE_CARD_FIELDS` columns other than the title's own (the resource's `titleField`, else the first
 * of `title`, `name`, `label` that is a column), so a card never repeats its title.
 */
export function getCardColumns(
  resource: Pick<ViewResource<unknown>, 'getActionOptions'> & { readonly options: { readonly titleField?: string } },
  columns: readonly ListColumn[],
  cardFields?: readonly string[],
): ListColumn[] {
  if (cardFields && cardFields.length > 0) {
    return cardFields.map((field) => columns.find((column) => column.field === field) ?? getListColumns(resource, [field])[0])
  }
  const title = resource.options.titleField ?? TITLE_FALLBACK_FIELDS.find((field) => columns.some((column) => column.field === field))
  return columns.filter((column) => column.field !== title).slice(0, PHONE_CARD_FIELDS)
}
