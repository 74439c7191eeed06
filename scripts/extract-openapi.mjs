/*
 * Cuts the platforms' official API descriptions down to the operations
 * JoinFlow's tests check requests and responses against, with every
 * definition those operations reference, and writes them as JSON into
 * api/tests/fixtures/openapi/. The full files are 18 MB; the cut keeps
 * the tests independent of where the originals live.
 *
 *   node scripts/extract-openapi.mjs [source folder]   (default ../shared/reference/openapi)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

const root = fileURLToPath(new URL('..', import.meta.url))
const source = resolve(process.argv[2] ?? join(root, '..', 'shared', 'reference', 'openapi'))
const target = join(root, 'api', 'tests', 'fixtures', 'openapi')

/** The operations the tests use, by file: [path, method] pairs. */
const OPERATIONS = {
  'mailchimp-members.swagger.yml': [
    ['/lists/{list_id}/members/{subscriber_hash}', 'put'],
    ['/lists/{list_id}/members/{subscriber_hash}/tags', 'post'],
  ],
  'brevo-v3.yml': [['/contacts', 'post']],
  'klaviyo-stable.json': [
    ['/api/accounts', 'get'],
    ['/api/lists/{id}', 'get'],
    ['/api/profile-import', 'post'],
    ['/api/lists/{id}/relationships/profiles', 'post'],
  ],
  'twilio-api-v2010.json': [['/2010-04-01/Accounts/{AccountSid}/Messages.json', 'post']],
  'telnyx-spec3.yml': [['/messages', 'post']],
  'vonage-sms.yml': [['/{format}', 'post']],
  'clicksend-v3.yaml': [
    ['/v3/sms/send', 'post'],
    ['/v3/lists/{list_id}/contacts', 'post'],
  ],
  'stripe-spec3.yaml': [
    ['/v1/customers', 'post'],
    ['/v1/payment_methods', 'post'],
    ['/v1/setup_intents', 'post'],
    ['/v1/setup_intents/{intent}', 'get'],
    ['/v1/setup_intents/{intent}/confirm', 'post'],
    ['/v1/payment_intents', 'post'],
    ['/v1/payment_intents/{intent}/confirm', 'post'],
    ['/v1/products', 'post'],
    ['/v1/subscriptions', 'post'],
    ['/v1/subscriptions/{subscription_exposed_id}', 'get'],
    ['/v1/subscriptions/{subscription_exposed_id}', 'post'],
    ['/v1/subscriptions/{subscription_exposed_id}', 'delete'],
  ],
}

function read(file) {
  const text = readFileSync(join(source, file), 'utf8')
  return file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 })
}

const decode = (segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')

/** Copies `node` and every local $ref it reaches (transitively) into `into`. */
function collectRefs(document, node, into, seen = new Set()) {
  if (!node || typeof node !== 'object') return
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !seen.has(node.$ref)) {
    seen.add(node.$ref)
    const segments = node.$ref.slice(2).split('/').map(decode)
    let value = document
    let copy = into
    segments.forEach((segment, index) => {
      value = value?.[segment]
      if (index === segments.length - 1) copy[segment] = value
      else copy = copy[segment] ??= {}
    })
    collectRefs(document, value, into, seen)
  }
  for (const child of Object.values(node)) collectRefs(document, child, into, seen)
}

function cut(file, operations) {
  const document = read(file)
  const kept = {}
  for (const key of ['openapi', 'swagger', 'info', 'servers', 'host', 'basePath', 'schemes', 'consumes', 'produces']) {
    if (key in document) kept[key] = document[key]
  }
  kept.paths = {}
  for (const [path, method] of operations) {
    const operation = document.paths?.[path]?.[method]
    if (!operation) throw new Error(`${file} has no ${method.toUpperCase()} ${path}`)
    kept.paths[path] ??= {}
    if (document.paths[path].parameters) kept.paths[path].parameters = document.paths[path].parameters
    kept.paths[path][method] = operation
  }
  collectRefs(document, kept.paths, kept)
  return kept
}

/** Google's discovery format: the values.append method and the schemas it names. */
function cutDiscovery(file) {
  const document = read(file)
  const append = document.resources.spreadsheets.resources.values.methods.append
  const schemas = {}
  const visit = (name) => {
    if (!name || schemas[name]) return
    schemas[name] = document.schemas[name]
    JSON.stringify(schemas[name], (key, value) => {
      if (key === '$ref') visit(value)
      return value
    })
  }
  visit(append.request?.$ref)
  visit(append.response?.$ref)
  const { kind, discoveryVersion, id, name, version, revision, rootUrl, servicePath, baseUrl } = document
  return {
    kind, discoveryVersion, id, name, version, revision, rootUrl, servicePath, baseUrl,
    resources: { spreadsheets: { resources: { values: { methods: { append } } } } },
    schemas,
  }
}

const outputName = (file) => `${basename(file).replace(/\.(ya?ml|json)$/, '')}.json`

for (const [file, operations] of Object.entries(OPERATIONS)) {
  writeFileSync(join(target, outputName(file)), `${JSON.stringify(cut(file, operations))}\n`)
}
writeFileSync(join(target, 'google-sheets-v4.discovery.json'), `${JSON.stringify(cutDiscovery('google-sheets-v4.discovery.json'))}\n`)
console.log(`Wrote the cut descriptions to ${target}`)
