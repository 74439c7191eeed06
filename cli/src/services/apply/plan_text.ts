import type { Change, FieldChange, Plan } from '../../setup/plan.js'

export const RESOURCE_LABELS: Record<Change['resource'], string> = {
  template: 'Template',
  group: 'Group',
  rules: 'Auto-approval',
  welcome: 'Welcome message',
  integration: 'Integration',
}

/** `+` creates, `~` changes in place, `-/+` connects again in place of the old one, `-` deletes. */
export const ACTION_SYMBOLS: Record<Change['action'], string> = { create: '+', update: '~', replace: '-/+', delete: '-' }

/**
 * The plan as a person reads it, in the way of `terraform plan`: one line per change with its symbol,
 * kind, item and line in the file, then each field it sets with the saved value and the file's.
 */
export function formatPlan(plan: Plan): string {
  const lines: string[] = []
  for (const change of plan.changes) {
    const where = change.line === undefined ? '' : `  (line ${change.line})`
    lines.push(`${ACTION_SYMBOLS[change.action].padEnd(3)} ${change.action} ${RESOURCE_LABELS[change.resource]} ${change.key}${where}`)
    for (const fieldChange of change.diff) lines.push(`      ${formatFieldChange(fieldChange)}`)
  }
  return `${lines.join('\n')}\n\n`
}

/** `enabled: false → true`; a field a new record gets shows its value alone. */
export function formatFieldChange({ field, from, to }: FieldChange): string {
  return from === undefined ? `${field}: ${formatValue(to)}` : `${field}: ${formatValue(from)} → ${formatValue(to)}`
}

export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return 'null'
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`
  return JSON.stringify(value)
}
