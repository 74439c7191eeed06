/*
 * Placeholders in welcome messages and message templates, rendered by one
 * function for both. Messages are plain text sent through Facebook: values
 * are inserted as they are, in a single pass (a value containing "{name}"
 * stays literal), and nothing in a template is ever evaluated.
 *
 * Placeholder names are read case-insensitively ({Name} is {name}). A
 * missing value never leaves a gap: {name} and {first-name} fall back to
 * "there" ("Hi there!"), {email} to "your email address", {group-name} to
 * "the group", {group-link} to "the group on Facebook". Only {last-name}
 * may render as nothing, and then the space before it goes too ("Hi
 * {first-name} {last-name}!" reads "Hi Jane!"). A captured request
 * carries only a full name, so {first-name} is its first word and
 * {last-name} the rest unless given separately; {name} is the full name,
 * or first and last name joined. Unknown placeholders stay in the text as
 * written and are reported by unknownPlaceholders() when a template is saved.
 */

export const TEMPLATE_PLACEHOLDERS = ['first-name', 'last-name', 'group-name', 'group-link', 'name', 'email'] as const

export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number]

/** A placeholder as it is written in a message: name → "{name}". */
export const placeholderToken = (placeholder: string) => `{${placeholder}}`

export interface TemplateValues {
  name?: string | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  groupName?: string | null
  groupLink?: string | null
}

export const NAME_FALLBACK = 'there'

/** What a placeholder without a value reads as. */
export const PLACEHOLDER_FALLBACKS: Readonly<Record<TemplatePlaceholder, string>> = {
  'first-name': NAME_FALLBACK,
  'last-name': '',
  'group-name': 'the group',
  'group-link': 'the group on Facebook',
  'name': NAME_FALLBACK,
  'email': 'your email address',
}

const PLACEHOLDER = /\{([a-z][a-z0-9_-]{0,40})\}/gi
const KNOWN = new Set<string>(TEMPLATE_PLACEHOLDERS)

function present(value: string | null | undefined): string {
  return value?.trim() ?? ''
}

function resolveValues(values: TemplateValues): Record<TemplatePlaceholder, string> {
  const fullName = present(values.name).replace(/\s+/g, ' ')
  const [firstWord = '', ...otherWords] = fullName ? fullName.split(' ') : []
  const firstName = present(values.firstName) || firstWord
  const lastName = present(values.lastName) || otherWords.join(' ')
  const given: Record<TemplatePlaceholder, string> = {
    'first-name': firstName,
    'last-name': lastName,
    'group-name': present(values.groupName),
    'group-link': present(values.groupLink),
    'name': fullName || [firstName, lastName].filter(Boolean).join(' '),
    'email': present(values.email),
  }
  for (const key of TEMPLATE_PLACEHOLDERS) given[key] ||= PLACEHOLDER_FALLBACKS[key]
  return given
}

/** What may follow a word: after a placeholder that rendered as nothing, the space before it goes. */
const FOLLOWS_WORD = /^(?:[ \t]|[.,!?;:)\]…]|$)/

export function renderTemplate(text: string, values: TemplateValues): string {
  const resolved = resolveValues(values)
  let out = ''
  let last = 0
  let trimNext = false
  for (const match of text.matchAll(PLACEHOLDER)) {
    const [token, name] = match
    const key = name.toLowerCase()
    const literal = text.slice(last, match.index)
    out += trimNext ? literal.replace(/^[ \t]+/, '') : literal
    trimNext = false
    last = match.index + token.length
    const value = KNOWN.has(key) ? resolved[key as TemplatePlaceholder] : token
    out += value
    if (value !== '') continue
    // Nothing to write: keep the words around it one space apart, and no space before punctuation.
    if (/[ \t]$/.test(out) && FOLLOWS_WORD.test(text.slice(last))) out = out.replace(/[ \t]+$/, '')
    else if (out === '' || out.endsWith('\n')) trimNext = true
  }
  const rest = text.slice(last)
  return out + (trimNext ? rest.replace(/^[ \t]+/, '') : rest)
}

/** Placeholders in the text that the renderer does not know, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const [token, name] of text.matchAll(PLACEHOLDER)) {
    if (!KNOWN.has(name.toLowerCase())) unknown.add(token)
  }
  return [...unknown]
}
