import type { AutoApprovalSettings, Group, MessageTemplate, SmsIntegration, Webhook, WelcomeMessageSettings } from '@joinflow/sdk'
import { describe, expect, it } from 'vitest'
import { exportSetup } from '../../src/setup/export.js'
import { parseSetup } from '../../src/setup/parse.js'
import { countChanges, planChanges, secretsNeeded, type CurrentState } from '../../src/setup/plan.js'
import { emailIntegration } from '../support/fake_integrations_api.js'
import { group } from '../support/records.js'

const RULES: AutoApprovalSettings = {
  enabled: false,
  requireEmail: false,
  requiredKeywords: [],
  blockedKeywords: [],
  maxApprovalsPerHour: 50,
  minAccountAgeDays: 0,
  requireAllAnswers: false,
  requireRulesAgreement: false,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: [],
}

const WELCOME: WelcomeMessageSettings = {
  enabled: false,
  message: 'Welcome to the group, {name}!',
  personalizeWithName: true,
  tagNewMembers: false,
  variants: [],
  templateId: null,
  welcomePostUrl: null,
}

function template(id: number, overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id,
    name: `Template ${id}`,
    category: 'welcome',
    description: null,
    template: 'Hi {first-name}!',
    isApproved: true,
    isActive: true,
    usageCount: 0,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

function webhook(id: number, overrides: Partial<Webhook> = {}): Webhook {
  return {
    id,
    type: 'webhook',
    name: 'CRM',
    url: 'https://crm.example.test/hook',
    isActive: true,
    status: 'connected',
    lastError: null,
    groupIds: null,
    trigger: 'approved',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastDeliveryAt: null,
    stats: { delivered: 0, failed: 0, pending: 0 },
    ...overrides,
  }
}

function smsIntegration(id: number, overrides: Partial<SmsIntegration> = {}): SmsIntegration {
  return {
    id,
    type: 'sms',
    platform: 'twilio',
    name: 'Twilio Integration',
    isActive: true,
    listId: null,
    credentialHint: '••••abcd',
    status: 'connected',
    lastError: null,
    groupIds: null,
    sendWelcomeSms: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastDeliveryAt: null,
    stats: { delivered: 0, failed: 0, pending: 0 },
    ...overrides,
  }
}

function state(groups: Group[], overrides: Partial<CurrentState> = {}): CurrentState {
  return {
    templates: [],
    groups,
    rules: new Map(groups.map((each) => [each.id, RULES])),
    welcome: new Map(groups.map((each) => [each.id, WELCOME])),
    integrations: [],
    ...overrides,
  }
}

const options = { prune: false, rotateSecrets: false }

const file = parseSetup(`
templates:
  - name: Warm welcome
    template: Hi {first-name}!
groups:
  - id: group1
    name: Gardeners
    rules: { enabled: true, requiredKeywords: [tomato] }
    welcome: { enabled: true, message: "Welcome, {name}!", template: Warm welcome }
  - url: https://www.facebook.com/groups/beekeepers
integrations:
  - type: email
    platform: mailchimp
    name: Newsletter
    apiKey: \${MAILCHIMP_KEY}
    groups: [group1]
`)

describe('planChanges', () => {
  it('creates everything on an empty account, rules and welcome messages after their group', () => {
    const plan = planChanges(file, state([]), options)

    expect(plan.changes.map(({ action, resource, key }) => `${action} ${resource} ${key}`)).toEqual([
      'create template Warm welcome',
      'create group group1',
      'update rules group1',
      'update welcome group1',
      'create group beekeepers',
      'create integration email/mailchimp/Newsletter',
    ])
    expect(countChanges(plan)).toEqual({ create: 4, update: 2, delete: 0 })
    expect(secretsNeeded(plan)).toEqual([{ env: 'MAILCHIMP_KEY' }])
  })

  it('plans only the fields that differ, and nothing once the account matches', () => {
    const groups = [group(1, { name: 'Gardeners' }), group(2, { facebookGroupId: 'beekeepers' })]
    const current = state(groups, {
      templates: [template(7, { name: 'Warm welcome' })],
      integrations: [emailIntegration(3, { name: 'Newsletter', groupIds: [1] })],
    })
    current.rules.set(1, { ...RULES, enabled: true, requiredKeywords: ['tomato'] })
    current.welcome.set(1, { ...WELCOME, enabled: true, message: 'Welcome, {name}!', templateId: 7 })

    expect(planChanges(file, current, options).changes).toEqual([])

    current.rules.set(1, { ...RULES, enabled: true, requiredKeywords: ['tomato', 'basil'] })
    groups[0] = group(1, { name: 'Old name' })
    const plan = planChanges(file, { ...current, groups }, options)
    expect(plan.changes.map(({ action, resource, fields }) => ({ action, resource, fields }))).toEqual([
      { action: 'update', resource: 'group', fields: ['name'] },
      { action: 'update', resource: 'rules', fields: ['requiredKeywords'] },
    ])
    expect(secretsNeeded(plan)).toEqual([])
  })

  it('keeps what the file does not list unless told to prune, and prunes integrations first', () => {
    const current = state([group(1), group(2, { facebookGroupId: 'beekeepers' }), group(3)], {
      templates: [template(7, { name: 'Warm welcome' }), template(8, { name: 'Old' })],
      integrations: [emailIntegration(3, { name: 'Newsletter', groupIds: [1] }), webhook(4)],
    })

    const kept = planChanges(file, current, options)
    expect(kept.changes.filter((change) => change.action === 'delete')).toEqual([])
    expect(kept.unlisted).toEqual([
      { resource: 'template', key: 'Old' },
      { resource: 'group', key: 'group3' },
      { resource: 'integration', key: 'webhook/webhook/CRM' },
    ])

    const pruned = planChanges(file, current, { ...options, prune: true })
    expect(pruned.changes.filter((change) => change.action === 'delete').map(({ resource, id }) => `${resource} ${id}`)).toEqual([
      'integration 4',
      'group 3',
      'template 8',
    ])
    expect(pruned.unlisted).toEqual([])
  })

  it('never prunes a section the file leaves out', () => {
    const plan = planChanges(parseSetup('groups: []'), state([group(1)], { templates: [template(8)] }), { ...options, prune: true })
    expect(plan.changes.map(({ action, resource }) => `${action} ${resource}`)).toEqual(['delete group'])
  })

  it('sends secrets again only when asked to rotate them', () => {
    const current = state([group(1), group(2, { facebookGroupId: 'beekeepers' })], {
      integrations: [emailIntegration(3, { name: 'Newsletter', groupIds: [1] })],
    })
    const plan = planChanges(parseSetup(`
groups: [{ id: group1 }, { id: beekeepers }]
integrations:
  - { type: email, platform: mailchimp, name: Newsletter, apiKey: "\${MAILCHIMP_KEY}", groups: [group1] }
`), current, { ...options, rotateSecrets: true })
    expect(plan.changes).toMatchObject([{ action: 'update', resource: 'integration', fields: ['apiKey'], id: 3 }])
    expect(secretsNeeded(plan)).toEqual([{ env: 'MAILCHIMP_KEY' }])
  })
})

describe('exportSetup', () => {
  it('writes a file that, applied to the same account, changes nothing', () => {
    const groups = [group(1, { name: 'Gardeners', description: 'Veg', isActive: false }), group(2)]
    const current = state(groups, {
      templates: [template(7, { name: 'Warm welcome', description: 'Friendly' })],
      integrations: [emailIntegration(3, { name: 'Newsletter', listId: 'abc', groupIds: [2] }), webhook(4)],
    })
    current.rules.set(1, { ...RULES, enabled: true, blockedKeywords: ['spam', 'crypto'], minAccountAgeDays: 30 })
    current.welcome.set(1, { ...WELCOME, enabled: true, variants: ['Hi {name}'], templateId: 7 })

    const exported = exportSetup(current)

    expect(exported.secrets).toEqual(['MAILCHIMP_NEWSLETTER_API_KEY'])
    expect(exported.text).toContain('apiKey: ${MAILCHIMP_NEWSLETTER_API_KEY}')
    expect(exported.text).toContain('template: Warm welcome')
    const plan = planChanges(parseSetup(exported.text), current, { prune: true, rotateSecrets: false })
    expect(plan.changes).toEqual([])
  })

  it('leaves out integrations signed in through the platform, which a file cannot recreate', () => {
    const exported = exportSetup(state([], { integrations: [emailIntegration(3, { authMethod: 'oauth', platform: 'aweber', name: 'Main' })] }))
    expect(exported.skipped).toEqual(['aweber/Main'])
    expect(exported.secrets).toEqual([])
  })
})

describe('planChanges with integrations signed in through the platform', () => {
  it('keeps them even with --prune', () => {
    const current = state([], { integrations: [emailIntegration(3, { authMethod: 'oauth', platform: 'aweber', name: 'Main' })] })
    const plan = planChanges(parseSetup('integrations: []'), current, { prune: true, rotateSecrets: false })
    expect(plan.changes).toEqual([])
    expect(plan.unlisted).toEqual([{ resource: 'integration', key: 'email/aweber/Main' }])
  })
})

describe('SMS contact lists in a setup file', () => {
  it('plans the list an SMS integration adds contacts to, and exports it so a re-apply changes nothing', () => {
    const current = state([], {
      integrations: [smsIntegration(5, { platform: 'clicksend', name: 'Texts', listId: '428' })],
    })
    const moved = planChanges(parseSetup(`
integrations:
  - { type: sms, platform: clicksend, name: Texts, apiKey: "\${CLICKSEND_KEY}", listId: 512 }
`), current, options)
    expect(moved.changes).toMatchObject([{ action: 'update', resource: 'integration', fields: ['listId'], id: 5 }])

    const exported = exportSetup(current, new Map([['sms/clicksend', ['username']]]))
    expect(exported.text).toContain('listId: "428"')
    expect(parseSetup(exported.text).integrations[0]).toMatchObject({ type: 'sms', listId: '428' })
    expect(planChanges(parseSetup(exported.text), current, { prune: true, rotateSecrets: false }).changes).toEqual([])
  })
})

describe('exportSetup with platforms that need more than a key', () => {
  it('writes each further required credential as its own placeholder', () => {
    const current = state([], { integrations: [smsIntegration(5, { platform: 'twilio', name: 'Alerts' })] })

    const exported = exportSetup(current, new Map([['sms/twilio', ['accountSid']]]))

    expect(exported.secrets).toEqual(['TWILIO_ALERTS_API_KEY', 'TWILIO_ALERTS_ACCOUNT_SID'])
    const [integration] = parseSetup(exported.text).integrations
    expect(integration).toMatchObject({
      apiKey: { env: 'TWILIO_ALERTS_API_KEY' },
      credentials: { accountSid: { env: 'TWILIO_ALERTS_ACCOUNT_SID' } },
    })
    expect(planChanges(parseSetup(exported.text), current, { prune: true, rotateSecrets: false }).changes).toEqual([])
  })
})
