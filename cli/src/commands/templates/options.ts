import { TEMPLATE_CATEGORIES } from '@joinflow/sdk'
import { Option } from 'commander'

export const PLACEHOLDERS_HELP = 'placeholders: {first-name}, {last-name}, {group-name}, {group-link}, {name}, {email}'

export function categoryOption(description: string): Option {
  return new Option('--category <category>', description).choices(TEMPLATE_CATEGORIES)
}
