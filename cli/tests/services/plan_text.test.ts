import { describe, expect, it } from 'vitest'
import type { Plan } from '../../src/setup/plan.js'
import { formatFieldChange, formatPlan } from '../../src/services/apply/plan_text.js'

describe('formatPlan', () => {
  it('marks each change +, ~, -/+ or - with its line, and each field with its saved and new value', () => {
    const plan: Plan = {
      changes: [
        { action: 'create', resource: 'template', key: 'Warm welcome', line: 4, fields: ['template'], diff: [{ field: 'template', from: undefined, to: 'Hi, {first-name}!' }] },
        {
          action: 'update',
          resource: 'rules',
          key: 'gardeners',
          line: 12,
          fields: ['enabled', 'blockedKeywords'],
          diff: [
            { field: 'enabled', from: false, to: true },
            { field: 'blockedKeywords', from: [], to: ['crypto, forex', 'spam'] },
          ],
        },
        { action: 'replace', resource: 'integration', key: 'sheets/google-sheets/Sign-ups', line: 30, fields: ['sheetName'], diff: [{ field: 'sheetName', from: 'Sheet1', to: null }] },
        { action: 'delete', resource: 'group', key: 'old-club', fields: [], diff: [] },
      ],
      unlisted: [],
    }

    expect(formatPlan(plan).split('\n')).toEqual([
      '+   create Template Warm welcome  (line 4)',
      '      template: "Hi, {first-name}!"',
      '~   update Auto-approval gardeners  (line 12)',
      '      enabled: false → true',
      '      blockedKeywords: [] → ["crypto, forex", "spam"]',
      '-/+ replace Integration sheets/google-sheets/Sign-ups  (line 30)',
      '      sheetName: "Sheet1" → null',
      '-   delete Group old-club',
      '',
      '',
    ])
  })

  it('shows a value a record does not have yet as the new value alone', () => {
    expect(formatFieldChange({ field: 'name', from: undefined, to: 'Bees' })).toBe('name: "Bees"')
    expect(formatFieldChange({ field: 'description', from: null, to: 'Hives' })).toBe('description: null → "Hives"')
  })
})
