import { describe, expect, it } from 'vitest'
import { environmentName, facebookGroupIdOf, parseSetup, SetupFileError } from '../../src/setup/parse.js'

function issuesOf(text: string) {
  try {
    parseSetup(text)
  } catch (error) {
    if (error instanceof SetupFileError) return error.issues
    throw error
  }
  throw new Error('The file was accepted.')
}

const agencyFile = `
version: 1
templates:
  - name: Warm welcome
    category: welcome
    template: |
      Hi {first-name}, welcome to {group-name}!
groups:
  - url: https://www.facebook.com/groups/Gardeners/
    name: Gardeners
    rules:
      enabled: true
      requiredKeywords: "tomato, basil , , Tomato"
      maxApprovalsPerHour: 30
    welcome:
      enabled: true
      message: "Welcome, {name}! "
      variants: ['Hello {name}', 'Hi {name}']
      template: Warm welcome
  - id: 123456789
    active: false
integrations:
  - type: email
    platform: mailchimp
    name: Newsletter
    apiKey: \${MAILCHIMP_KEY}
    listId: 42
    groups: [gardeners]
  - type: webhook
    name: CRM
    url: https://crm.example.test/hook
`

describe('parseSetup', () => {
  it('reads groups, rules, welcome messages, templates and integrations as the API saves them', () => {
    const setup = parseSetup(agencyFile)

    expect([...setup.sections]).toEqual(['templates', 'groups', 'integrations'])
    expect(setup.templates).toEqual([
      { name: 'Warm welcome', category: 'welcome', template: 'Hi {first-name}, welcome to {group-name}!', line: 4 },
    ])
    expect(setup.groups[0]).toEqual({
      facebookGroupId: 'gardeners',
      url: 'https://www.facebook.com/groups/Gardeners/',
      name: 'Gardeners',
      rules: { enabled: true, requiredKeywords: ['tomato', 'basil'], maxApprovalsPerHour: 30 },
      welcome: {
        enabled: true,
        message: 'Welcome, {name}!',
        variants: ['Hello {name}', 'Hi {name}'],
        template: 'Warm welcome',
      },
      // Where each part is, to point at it when the API refuses it.
      line: 9,
      rulesLine: 12,
      welcomeLine: 16,
    })
    expect(setup.groups[1]).toEqual({ facebookGroupId: '123456789', active: false, line: 20 })
    expect(setup.integrations).toEqual([
      {
        type: 'email',
        platform: 'mailchimp',
        name: 'Newsletter',
        apiKey: { env: 'MAILCHIMP_KEY' },
        listId: '42',
        groups: ['gardeners'],
        line: 23,
      },
      { type: 'webhook', name: 'CRM', url: 'https://crm.example.test/hook', line: 29 },
    ])
  })

  it('reads the welcome post that tags new members, and null to forget it', () => {
    const post = 'https://www.facebook.com/groups/gardeners/posts/1234567890'
    const setup = parseSetup(`version: 1
groups:
  - id: 1
    welcome: { tagNewMembers: true, welcomePostUrl: "${post}" }
  - id: 2
    welcome: { welcomePostUrl: null }
`)
    expect(setup.groups[0].welcome).toEqual({ tagNewMembers: true, welcomePostUrl: post })
    expect(setup.groups[1].welcome).toEqual({ welcomePostUrl: null })
  })

  it('takes an empty file as an empty setup that manages nothing', () => {
    const setup = parseSetup('')
    expect(setup.sections.size).toBe(0)
    expect(setup.groups).toEqual([])
  })

  it('refuses a literal secret, naming the variable to use instead', () => {
    const issues = issuesOf(`
integrations:
  - type: email
    platform: mailchimp
    name: Newsletter
    apiKey: 0123456789abcdef-us21
`)
    expect(issues).toEqual([
      {
        path: 'integrations[0].apiKey',
        line: 6,
        message:
          'Secrets are never written in the file: use an environment variable reference such as ${MAILCHIMP_NEWSLETTER_API_KEY} and set it before running joinflow apply.',
      },
    ])
  })

  it('reports every problem with its line and path', () => {
    const issues = issuesOf(`version: 1
groups:
  - url: https://example.com/groups/x
  - id: gardeners
    rules:
      enabled: yes please
      maxApprovalsPerHour: 0
    welcome:
      enabled: true
  - name: No address
  - id: gardeners
    colour: green
templates:
  - name: Missing text
`)
    expect(issues.map(({ line, path, message }) => ({ line, path, message }))).toEqual([
      { line: 14, path: 'templates[0].template', message: '`template` is required.' },
      { line: 3, path: 'groups[0].url', message: 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)' },
      { line: 6, path: 'groups[1].rules.enabled', message: 'Expected true or false.' },
      { line: 7, path: 'groups[1].rules.maxApprovalsPerHour', message: 'Expected a whole number from 1 to 1000000.' },
      {
        line: 9,
        path: 'groups[1].welcome',
        message: 'Please enter a welcome message: `message` is needed when `enabled` is true.',
      },
      {
        line: 10,
        path: 'groups[2]',
        message: "Give the group's Facebook `url` (such as https://www.facebook.com/groups/gardeners) or its `id`.",
      },
      {
        line: 12,
        path: 'groups[3].colour',
        message: 'Unknown key `colour`. Expected one of: url, id, name, description, active, rules, welcome.',
      },
      { line: 11, path: 'groups[3]', message: 'The group gardeners is listed twice.' },
    ])
  })

  it('reports YAML syntax errors with their line', () => {
    const issues = issuesOf('groups:\n  - id: a\n   name: [unclosed\n')
    expect(issues[0]?.line).toBeGreaterThanOrEqual(2)
    expect(issues[0]?.path).toBe('')
  })

  it('refuses an integration scoped to a group the file does not list', () => {
    const issues = issuesOf(`
groups:
  - id: gardeners
integrations:
  - type: webhook
    name: CRM
    url: https://crm.example.test/hook
    groups: [beekeepers]
`)
    expect(issues).toEqual([
      { path: 'integrations[0].groups[0]', line: 8, message: 'The group beekeepers is not in the `groups` section.' },
    ])
  })

  it('refuses a file for another version', () => {
    expect(issuesOf('version: 2')).toEqual([{ path: 'version', line: 1, message: 'Expected version 1.' }])
  })
})

describe('facebookGroupIdOf', () => {
  it('reads ids and slugs as the API stores them', () => {
    expect(facebookGroupIdOf('https://m.facebook.com/groups/DogLovers/?ref=share')).toBe('doglovers')
    expect(facebookGroupIdOf('facebook.com/groups/123')).toBe('123')
    expect(facebookGroupIdOf('123')).toBe('123')
    expect(facebookGroupIdOf('https://facebook.com/groups/123/posts/9')).toBeUndefined()
    expect(facebookGroupIdOf('...')).toBeUndefined()
  })
})

describe('environmentName', () => {
  it('makes a variable name from an integration', () => {
    expect(environmentName('mailchimp', 'Main list', 'API_KEY')).toBe('MAILCHIMP_MAIN_LIST_API_KEY')
    expect(environmentName('active-campaign', 'accountUrl')).toBe('ACTIVE_CAMPAIGN_ACCOUNT_URL')
  })
})

describe('shared settings', () => {
  it('reads YAML anchors and merge keys from x- keys, which are not part of the setup', () => {
    const setup = parseSetup(`
x-rules: &house-rules
  enabled: true
  blockedKeywords: [crypto]
groups:
  - id: a
    rules: *house-rules
  - id: b
    rules: { <<: *house-rules, requiredKeywords: [greenhouse] }
`)
    expect(setup.groups.map((group) => group.rules)).toEqual([
      { enabled: true, blockedKeywords: ['crypto'] },
      { enabled: true, blockedKeywords: ['crypto'], requiredKeywords: ['greenhouse'] },
    ])
  })
})
