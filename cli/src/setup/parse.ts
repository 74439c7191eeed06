import { GROUP_ID_MESSAGE, GROUP_URL_MESSAGES, parseFacebookGroupId, parseFacebookGroupUrl } from '@joinflow/rules/facebook'
import { TEMPLATE_CATEGORIES, type DeliveryTrigger, type TemplateCategory } from '@joinflow/sdk'
import { isNode, LineCounter, parseDocument, type Document } from 'yaml'
import {
  integrationKey,
  type GroupSpec,
  type IntegrationSpec,
  type RulesSpec,
  type SecretRef,
  type Section,
  type Setup,
  type TemplateSpec,
  type WelcomeSpec,
} from './types.js'

export const SETUP_VERSION = 1

type Path = (string | number)[]

/** One thing wrong with the file, with where it is: `groups[2].rules.enabled` on line 14. */
export interface SetupIssue {
  path: string
  line: number | undefined
  message: string
}

export class SetupFileError extends Error {
  override readonly name = 'SetupFileError'

  constructor(readonly issues: SetupIssue[]) {
    super(issues.map(describeIssue).join('\n'))
  }
}

export function describeIssue({ path, line, message }: SetupIssue): string {
  const where = [line === undefined ? undefined : `line ${line}`, path || undefined].filter(Boolean).join(', ')
  return where ? `${where}: ${message}` : message
}

const SECRET_REF = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/
const TRIGGERS: readonly DeliveryTrigger[] = ['approved', 'captured']
const INTEGRATION_TYPES = ['email', 'sms', 'sheets', 'webhook'] as const
const MAX_WELCOME_VARIANTS = 5

/**
 * The Facebook group a URL or id names, as the API stores it: the numeric id, or the slug in lower
 * case (Facebook's slugs ignore case). Undefined when it names no group.
 */
export function facebookGroupIdOf(value: string): string | undefined {
  const trimmed = value.trim()
  return groupIdFromUrl(trimmed) ?? parseFacebookGroupId(trimmed)?.facebookGroupId
}

/** The group a Facebook group address names, read by the API's own rule. */
function groupIdFromUrl(url: string): string | undefined {
  const parsed = parseFacebookGroupUrl(url)
  return parsed.ok ? parsed.facebookGroupId : undefined
}

/** Reads and checks a setup file; every problem is reported at once, with its line and path. */
export function parseSetup(text: string): Setup {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: true, merge: true })
  if (document.errors.length > 0) {
    throw new SetupFileError(
      document.errors.map((error) => ({
        path: '',
        line: error.linePos?.[0].line,
        message: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
      })),
    )
  }
  const reader = new Reader(document, lineCounter)
  const setup = reader.setup(document.toJS() as unknown)
  if (reader.issues.length > 0) throw new SetupFileError(reader.issues)
  return setup
}

class Reader {
  readonly issues: SetupIssue[] = []

  constructor(
    private readonly document: Document,
    private readonly lineCounter: LineCounter,
  ) {}

  setup(root: unknown): Setup {
    const setup: Setup = { sections: new Set(), templates: [], groups: [], integrations: [] }
    if (root === null || root === undefined) return setup
    const file = this.object(root, [])
    if (!file) return setup
    // `x-` keys hold shared YAML anchors, as in Compose files, and are not part of the setup.
    const setupKeys = Object.fromEntries(Object.entries(file).filter(([key]) => !key.startsWith('x-')))
    this.onlyKeys(setupKeys, [], ['version', 'templates', 'groups', 'integrations'])
    if (file.version !== undefined && file.version !== SETUP_VERSION) {
      this.report(['version'], `Expected version ${SETUP_VERSION}.`)
    }
    for (const section of ['templates', 'groups', 'integrations'] as const) {
      if (file[section] !== undefined && file[section] !== null) setup.sections.add(section)
    }
    const templates = this.entries(file.templates, ['templates'], (value, path) => this.template(value, path))
    const groups = this.entries(file.groups, ['groups'], (value, path) => this.group(value, path))
    const integrations = this.entries(file.integrations, ['integrations'], (value, path) => this.integration(value, path))
    this.unique(templates, 'templates', (template) => template.name, 'template named')
    this.unique(groups, 'groups', (group) => group.facebookGroupId, 'group')
    this.unique(integrations, 'integrations', integrationKey, 'integration')
    setup.templates = templates.filter(isDefined)
    setup.groups = groups.filter(isDefined)
    setup.integrations = integrations.filter(isDefined)
    this.groupReferences(setup)
    return setup
  }

  private template(value: unknown, path: Path): TemplateSpec | undefined {
    const entry = this.object(value, path)
    if (!entry) return undefined
    this.onlyKeys(entry, path, ['name', 'template', 'category', 'description', 'active'])
    const name = this.text(entry.name, [...path, 'name'], { required: true })
    const template = this.text(entry.template, [...path, 'template'], { required: true })
    const category = this.choice<TemplateCategory>(entry.category, [...path, 'category'], TEMPLATE_CATEGORIES)
    const description = this.nullableText(entry.description, [...path, 'description'])
    const active = this.boolean(entry.active, [...path, 'active'])
    if (name === undefined || template === undefined) return undefined
    return defined({ name, template, category, description, active, line: this.lineOf(path) })
  }

  private group(value: unknown, path: Path): GroupSpec | undefined {
    const entry = this.object(value, path)
    if (!entry) return undefined
    this.onlyKeys(entry, path, ['url', 'id', 'name', 'description', 'active', 'rules', 'welcome'])
    const url = this.text(entry.url, [...path, 'url'])
    const id = this.text(entry.id, [...path, 'id'], { coerceNumber: true })
    let facebookGroupId: string | undefined
    if (url === undefined && id === undefined) {
      this.report(path, 'Give the group\'s Facebook `url` (such as https://www.facebook.com/groups/gardeners) or its `id`.')
    } else if (url !== undefined && id !== undefined) {
      this.report([...path, 'id'], 'Give either `url` or `id`, not both.')
    } else if (url !== undefined) {
      facebookGroupId = groupIdFromUrl(url)
      if (!facebookGroupId) this.report([...path, 'url'], GROUP_URL_MESSAGES.invalid.message)
    } else if (id !== undefined) {
      facebookGroupId = parseFacebookGroupId(id)?.facebookGroupId
      if (!facebookGroupId) this.report([...path, 'id'], GROUP_ID_MESSAGE)
    }
    const name = this.text(entry.name, [...path, 'name'], { minLength: 1, maxLength: 200 })
    const description = this.text(entry.description, [...path, 'description'], { maxLength: 2000 })
    const active = this.boolean(entry.active, [...path, 'active'])
    const rules = entry.rules === undefined ? undefined : this.rules(entry.rules, [...path, 'rules'])
    const welcome = entry.welcome === undefined ? undefined : this.welcome(entry.welcome, [...path, 'welcome'])
    if (!facebookGroupId) return undefined
    const lines = {
      line: this.lineOf(path),
      rulesLine: rules ? this.lineOf([...path, 'rules']) : undefined,
      welcomeLine: welcome ? this.lineOf([...path, 'welcome']) : undefined,
    }
    return defined({ facebookGroupId, url, name, description, active, rules, welcome, ...lines })
  }

  private rules(value: unknown, path: Path): RulesSpec | undefined {
    const entry = this.object(value, path)
    if (!entry) return undefined
    const flags = ['enabled', 'requireEmail', 'requireAllAnswers', 'requireRulesAgreement', 'requirePhone'] as const
    const lists = ['requiredKeywords', 'blockedKeywords', 'allowedLocations', 'blockedLocations'] as const
    this.onlyKeys(entry, path, [...flags, ...lists, 'maxApprovalsPerHour', 'minAccountAgeDays'])
    const rules: RulesSpec = {}
    for (const flag of flags) rules[flag] = this.boolean(entry[flag], [...path, flag])
    for (const list of lists) rules[list] = this.keywordList(entry[list], [...path, list])
    rules.maxApprovalsPerHour = this.wholeNumber(entry.maxApprovalsPerHour, [...path, 'maxApprovalsPerHour'], 1, 1_000_000)
    rules.minAccountAgeDays = this.wholeNumber(entry.minAccountAgeDays, [...path, 'minAccountAgeDays'], 0, 36_500)
    return defined(rules)
  }

  private welcome(value: unknown, path: Path): WelcomeSpec | undefined {
    const entry = this.object(value, path)
    if (!entry) return undefined
    this.onlyKeys(entry, path, ['enabled', 'message', 'personalizeWithName', 'tagNewMembers', 'welcomePostUrl', 'variants', 'template'])
    const welcome: WelcomeSpec = {
      enabled: this.boolean(entry.enabled, [...path, 'enabled']),
      message: this.text(entry.message, [...path, 'message'], { maxLength: 2000 }),
      personalizeWithName: this.boolean(entry.personalizeWithName, [...path, 'personalizeWithName']),
      tagNewMembers: this.boolean(entry.tagNewMembers, [...path, 'tagNewMembers']),
      welcomePostUrl:
        entry.welcomePostUrl === null ? null : this.text(entry.welcomePostUrl, [...path, 'welcomePostUrl'], { minLength: 1, maxLength: 500 }),
      template: entry.template === null ? null : this.text(entry.template, [...path, 'template'], { minLength: 1 }),
    }
    if (entry.variants !== undefined) {
      welcome.variants = this.list(entry.variants, [...path, 'variants'], (variant, variantPath) =>
        this.text(variant, variantPath, { required: true, minLength: 1, maxLength: 2000 }),
      )
      if (welcome.variants.length > MAX_WELCOME_VARIANTS) {
        this.report([...path, 'variants'], `A welcome message has at most ${MAX_WELCOME_VARIANTS} variants.`)
      }
    }
    if (welcome.enabled === true && !welcome.message) {
      this.report(path, 'Please enter a welcome message: `message` is needed when `enabled` is true.')
    }
    return defined(welcome)
  }

  private integration(value: unknown, path: Path): IntegrationSpec | undefined {
    const entry = this.object(value, path)
    if (!entry) return undefined
    const type = this.choice(entry.type, [...path, 'type'], INTEGRATION_TYPES, { required: true })
    if (!type) return undefined
    const name = this.text(entry.name, [...path, 'name'], { required: true, minLength: 1, maxLength: 200 })
    const active = this.boolean(entry.active, [...path, 'active'])
    const groups =
      entry.groups === null
        ? null
        : entry.groups === undefined
          ? undefined
          : this.list(entry.groups, [...path, 'groups'], (group, groupPath) => this.groupReference(group, groupPath))
    const common = { name: name ?? '', active, groups }
    let integration: IntegrationSpec | undefined
    switch (type) {
      case 'email': {
        this.onlyKeys(entry, path, ['type', 'platform', 'name', 'apiKey', 'credentials', 'listId', 'trigger', 'active', 'groups'])
        const platform = this.text(entry.platform, [...path, 'platform'], { required: true, minLength: 1 })
        const apiKey = this.secret(entry.apiKey, [...path, 'apiKey'], platform, name)
        const credentials = this.credentials(entry.credentials, [...path, 'credentials'])
        const listId = this.nullableText(entry.listId, [...path, 'listId'], { coerceNumber: true })
        const trigger = this.choice(entry.trigger, [...path, 'trigger'], TRIGGERS)
        if (platform && apiKey) integration = { type, platform, apiKey, credentials, listId, trigger, ...common }
        break
      }
      case 'sms': {
        this.onlyKeys(entry, path, ['type', 'platform', 'name', 'apiKey', 'credentials', 'listId', 'sendWelcomeSms', 'active', 'groups'])
        const platform = this.text(entry.platform, [...path, 'platform'], { required: true, minLength: 1 })
        const apiKey = this.secret(entry.apiKey, [...path, 'apiKey'], platform, name)
        const credentials = this.credentials(entry.credentials, [...path, 'credentials'])
        const listId = this.nullableText(entry.listId, [...path, 'listId'], { coerceNumber: true })
        const sendWelcomeSms = this.boolean(entry.sendWelcomeSms, [...path, 'sendWelcomeSms'])
        if (platform && apiKey) integration = { type, platform, apiKey, credentials, listId, sendWelcomeSms, ...common }
        break
      }
      case 'sheets': {
        this.onlyKeys(entry, path, ['type', 'name', 'spreadsheetId', 'sheetName', 'description', 'active', 'groups'])
        const spreadsheetId = this.text(entry.spreadsheetId, [...path, 'spreadsheetId'], { required: true, minLength: 1 })
        const sheetName = this.text(entry.sheetName, [...path, 'sheetName'], { minLength: 1 })
        const description = this.nullableText(entry.description, [...path, 'description'])
        if (spreadsheetId) integration = { type, spreadsheetId, sheetName, description, ...common }
        break
      }
      case 'webhook': {
        this.onlyKeys(entry, path, ['type', 'name', 'url', 'trigger', 'active', 'groups'])
        const url = this.text(entry.url, [...path, 'url'], { required: true })
        if (url !== undefined && !/^https?:\/\/\S+$/i.test(url)) this.report([...path, 'url'], 'Expected an http:// or https:// address.')
        const trigger = this.choice(entry.trigger, [...path, 'trigger'], TRIGGERS)
        if (url) integration = { type, url, trigger, ...common }
        break
      }
    }
    return name === undefined || !integration ? undefined : (defined({ ...integration, line: this.lineOf(path) }) as IntegrationSpec)
  }

  /** A secret must come from the environment: the file is meant to be shared and kept in version control. */
  private secret(value: unknown, path: Path, platform = 'platform', name = 'integration'): SecretRef | undefined {
    if (value === undefined || value === null || value === '') {
      this.report(path, 'Please select a platform and enter your API key.')
      return undefined
    }
    const reference = typeof value === 'string' ? SECRET_REF.exec(value.trim()) : null
    if (!reference) {
      const suggestion = environmentName(platform, name, path[path.length - 1] === 'apiKey' ? 'API_KEY' : String(path[path.length - 1]))
      this.report(
        path,
        'Secrets are never written in the file: use an environment variable reference such as ' +
          `\${${suggestion}} and set it before running joinflow apply.`,
      )
      return undefined
    }
    return { env: reference[1] }
  }

  private credentials(value: unknown, path: Path): Record<string, SecretRef> | undefined {
    if (value === undefined) return undefined
    const entry = this.object(value, path)
    if (!entry) return undefined
    const credentials: Record<string, SecretRef> = {}
    for (const [field, fieldValue] of Object.entries(entry)) {
      const secret = this.secret(fieldValue, [...path, field], undefined, undefined)
      if (secret) credentials[field] = secret
    }
    return credentials
  }

  private groupReference(value: unknown, path: Path): string | undefined {
    const text = this.text(value, path, { required: true, coerceNumber: true })
    if (text === undefined) return undefined
    const id = facebookGroupIdOf(text)
    if (!id) this.report(path, 'Expected a Facebook group URL or id, as in the `groups` section.')
    return id
  }

  private groupReferences(setup: Setup): void {
    if (!setup.sections.has('groups')) return
    const listed = new Set(setup.groups.map((group) => group.facebookGroupId))
    setup.integrations.forEach((integration, index) =>
      integration.groups?.forEach((group, groupIndex) => {
        if (!listed.has(group)) {
          this.report(['integrations', index, 'groups', groupIndex], `The group ${group} is not in the \`groups\` section.`)
        }
      }),
    )
  }

  /** Entries that could not be read stay as undefined so the others keep their index for reports. */
  private unique<T>(items: (T | undefined)[], section: Section, key: (item: T) => string, what: string): void {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      if (item === undefined) return
      const value = key(item)
      if (seen.has(value)) this.report([section, index], `The ${what} ${value} is listed twice.`)
      seen.add(value)
    })
  }

  private list<T>(value: unknown, path: Path, read: (item: unknown, path: Path) => T | undefined): T[] {
    return this.entries(value, path, read).filter(isDefined)
  }

  private entries<T>(value: unknown, path: Path, read: (item: unknown, path: Path) => T | undefined): (T | undefined)[] {
    if (value === undefined || value === null) return []
    if (!Array.isArray(value)) {
      this.report(path, 'Expected a list.')
      return []
    }
    return value.map((item, index) => read(item, [...path, index]))
  }

  /** Keywords and locations, as a list or comma-separated text; trimmed, blanks and repeats dropped, as the API saves them. */
  private keywordList(value: unknown, path: Path): string[] | undefined {
    if (value === undefined) return undefined
    if (value === null) return []
    const entries = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined
    if (!entries || entries.some((entry) => typeof entry !== 'string' && typeof entry !== 'number')) {
      this.report(path, 'Expected a list of words or comma-separated text.')
      return undefined
    }
    return normalizeList(entries.map(String))
  }

  private object(value: unknown, path: Path): Record<string, unknown> | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
    this.report(path, 'Expected a mapping of keys and values.')
    return undefined
  }

  private onlyKeys(entry: Record<string, unknown>, path: Path, keys: readonly string[]): void {
    for (const key of Object.keys(entry)) {
      if (!keys.includes(key)) this.report([...path, key], `Unknown key \`${key}\`. Expected one of: ${keys.join(', ')}.`)
    }
  }

  private text(
    value: unknown,
    path: Path,
    { required = false, minLength = 0, maxLength = Infinity, coerceNumber = false } = {},
  ): string | undefined {
    if (value === undefined || value === null) {
      if (required) this.report(path, `\`${path[path.length - 1]}\` is required.`)
      return undefined
    }
    if (coerceNumber && typeof value === 'number' && Number.isSafeInteger(value)) value = String(value)
    if (typeof value !== 'string') {
      this.report(path, 'Expected text.')
      return undefined
    }
    const trimmed = value.trim()
    if (trimmed.length < minLength || (required && trimmed.length === 0)) {
      this.report(path, `\`${path[path.length - 1]}\` cannot be empty.`)
      return undefined
    }
    if (trimmed.length > maxLength) {
      this.report(path, `At most ${maxLength} characters.`)
      return undefined
    }
    return trimmed
  }

  private nullableText(value: unknown, path: Path, options: { coerceNumber?: boolean } = {}): string | null | undefined {
    if (value === null) return null
    const text = this.text(value, path, options)
    return text === '' ? null : text
  }

  private boolean(value: unknown, path: Path): boolean | undefined {
    if (value === undefined || typeof value === 'boolean') return value
    this.report(path, 'Expected true or false.')
    return undefined
  }

  private wholeNumber(value: unknown, path: Path, min: number, max: number): number | undefined {
    if (value === undefined) return undefined
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value
    this.report(path, `Expected a whole number from ${min} to ${max}.`)
    return undefined
  }

  private choice<T extends string>(value: unknown, path: Path, choices: readonly T[], { required = false } = {}): T | undefined {
    if (value === undefined || value === null) {
      if (required) this.report(path, `\`${path[path.length - 1]}\` is required: one of ${choices.join(', ')}.`)
      return undefined
    }
    if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T
    this.report(path, `Expected one of: ${choices.join(', ')}.`)
    return undefined
  }

  private report(path: Path, message: string): void {
    this.issues.push({ path: formatPath(path), line: this.lineOf(path), message })
  }

  /** The line of the closest node the path reaches: a missing key points at its parent. */
  private lineOf(path: Path): number | undefined {
    for (let length = path.length; length >= 0; length -= 1) {
      const node = this.document.getIn(path.slice(0, length), true)
      if (isNode(node) && node.range) return this.lineCounter.linePos(node.range[0]).line
    }
    return undefined
  }
}

/** `["groups", 2, "rules", "enabled"]` → `groups[2].rules.enabled`. */
function formatPath(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  )
}

/** Keyword lists as the API keeps them: trimmed, blanks and repeats (ignoring case) dropped, order kept. */
export function normalizeList(entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const raw of entries) {
    const entry = raw.trim()
    const key = entry.toLowerCase()
    if (!entry || seen.has(key)) continue
    seen.add(key)
    kept.push(entry)
  }
  return kept
}

/** `MAILCHIMP_NEWSLETTER_API_KEY`: the variable a secret of an integration is expected in. */
export function environmentName(...parts: (string | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1_$2'))
    .join('_')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, '_$1')
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}
