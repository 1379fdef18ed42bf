// Stands for the label while the text is made: no text holds it.
const SLOT = '\u0001'

/**
 * A text naming a field, with the field's label as it reads there: as declared where it opens the text ("Colour is
 * required."), lower-cased mid-sentence by the rule of a resource's name (`nameInText`: "Pick colour"; "API key",
 * "URL", "iPhone" kept). `text` makes the text with the label it is given, so a host's translation may put the label
 * anywhere.
 * @example labelInText((field) => formText('form.pickColor', { field }), 'Colour') // 'Pick colour'
 */
export function labelInText(text: (label: string) => string, label: string): string {
  const made = text(SLOT)
  // nameInText's rule, written again: imported into this on-demand code, its module left the start's first chunk for
  // one of its own (+109 B gzip at start).
  const inText = /^[^\p{L}\p{N}]*\u0001/u.test(made) || !/^\p{Lu}\p{Ll}/u.test(label) ? label : label[0].toLowerCase() + label.slice(1)
  return made.replace(SLOT, inText)
}
