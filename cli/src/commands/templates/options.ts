import { placeholderToken, TEMPLATE_PLACEHOLDERS } from '@joinflow/rules/placeholders'
import { TEMPLATE_CATEGORIES } from '@joinflow/sdk'
import { Option } from 'commander'

/** The placeholders the API renders: {first-name}, {last-name}, {group-name}, {group-link}, {name}, {email}. */
export const PLACEHOLDERS_HELP = `placeholders: ${TEMPLATE_PLACEHOLDERS.map(placeholderToken).join(', ')}`

export function categoryOption(description: string): Option {
  return new Option('--category <category>', description).choices(TEMPLATE_CATEGORIES)
}
