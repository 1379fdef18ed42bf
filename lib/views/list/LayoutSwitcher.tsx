import { useId } from 'react'
import { formatMessage, messageFormatter } from '../../config/messages'
import { layoutKindOf } from '../../layouts/layoutKinds'
import type { ListLayoutChoice } from './useListLayout'

/** The label of a layout in the switcher: its own, else its kind's message. */
function labelOf(choice: ListLayoutChoice, index: number): string {
  const entry = choice.layouts[index]
  if (entry.label !== undefined) return entry.label
  const [key, text] = layoutKindOf(entry).label
  return messageFormatter({ [key]: text } as Record<typeof key, string>)(key)
}

/** Chooses among a list's layouts (drawn only when there are several): a group of radio buttons. */
export function LayoutSwitcher({ choice }: { choice: ListLayoutChoice }) {
  const name = useId()
  if (choice.layouts.length < 2) return null
  return (
    <div role="radiogroup" aria-label={formatMessage('list.layout')} className="atrium-layouts">
      {choice.keys.map((key, index) => (
        <label key={key}>
          <input type="radio" name={name} value={key} checked={key === choice.key} onChange={() => choice.choose(key)} />
          {labelOf(choice, index)}
        </label>
      ))}
    </div>
  )
}
