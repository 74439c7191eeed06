/*
 * Placeholders in welcome messages and message templates, rendered by one
 * function for both. Messages are plain text sent through Facebook: values
 * are inserted as they are, in a single pass (a value containing "{name}"
 * stays literal), and nothing in a template is ever evaluated.
 *
 * Placeholder names are read case-insensitively ({Name} is {name}). A
 * missing value renders as an empty string, except {name}, which falls back
 * to "there" so "Hi {name}!" still reads "Hi there!". A captured request
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
  return {
    'first-name': firstName,
    'last-name': lastName,
    'group-name': present(values.groupName),
    'group-link': present(values.groupLink),
    'name': fullName || [firstName, lastName].filter(Boolean).join(' ') || NAME_FALLBACK,
    'email': present(values.email),
  }
}

export function renderTemplate(text: string, values: TemplateValues): string {
  const resolved = resolveValues(values)
  return text.replace(PLACEHOLDER, (token, name: string) => {
    const key = name.toLowerCase()
    return KNOWN.has(key) ? resolved[key as TemplatePlaceholder] : token
  })
}

/** Placeholders in the text that the renderer does not know, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>()
  for (const [token, name] of text.matchAll(PLACEHOLDER)) {
    if (!KNOWN.has(name.toLowerCase())) unknown.add(token)
  }
  return [...unknown]
}
