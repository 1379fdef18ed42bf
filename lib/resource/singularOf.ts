/**
 * A sensible English singular of a plural name, for headings ("Articles" → "Article",
 * "Categories" → "Category", "Addresses" → "Address"); a name that is not a plural is kept.
 * A resource declares `singularName` where this guesses wrong or the language is not English.
 */
export function singularOf(name: string): string {
  if (/[^aeiou]ies$/i.test(name)) return `${name.slice(0, -3)}${name.endsWith('IES') ? 'Y' : 'y'}`
  if (/(ss|x|z|ch|sh)es$/i.test(name)) return name.slice(0, -2)
  if (/[^su]s$/i.test(name)) return name.slice(0, -1)
  return name
}

/**
 * A name as it reads inside a sentence ("No articles yet."): its first letter lower-cased when the second is a
 * lower-case letter, in any alphabet ("Articles" → "articles", "Événements" → "événements"); "API keys", "FAQ entries",
 * "iPhones" and "X" are kept as declared.
 */
export function nameInText(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name[0].toLowerCase() + name.slice(1) : name
}

/** A resource's singular as it reads inside a sentence: "Article" → "article"; "FAQ" and "iPhone" kept. */
export function singularInText(resource: { singularName: string }): string {
  return nameInText(resource.singularName)
}
