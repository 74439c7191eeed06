/*
 * The product's own API description, docs/openapi.yaml, as the contract
 * tests read it: which operations it documents, and whether a request body
 * or a response (status, media type, JSON body) fits an operation. Schemas
 * are JSON Schema 2020-12 as OpenAPI 3.1 writes them; $refs resolve inside
 * the document.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

export const CONTRACT_FILE = fileURLToPath(new URL('../../../docs/openapi.yaml', import.meta.url))
const DOCUMENT_ID = 'joinflow-openapi'
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

let document: any
let ajv: Ajv2020

export function contract() {
  if (!document) {
    document = parse(readFileSync(CONTRACT_FILE, 'utf8'))
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false })
    addFormats.default(ajv)
    ajv.addSchema(document, DOCUMENT_ID)
  }
  return document
}

/** "/api/groups/:id" (the router's pattern) → "/api/groups/{id}" (the document's path). */
export function documentPath(pattern: string) {
  return pattern.replace(/:(\w+)\??/g, '{$1}')
}

/** Every operation the document describes, as "GET /api/groups/:id" keys like the router's. */
export function documentedOperations(): string[] {
  const keys: string[] = []
  for (const [path, item] of Object.entries<any>(contract().paths ?? {})) {
    for (const method of METHODS) {
      if (item?.[method]) keys.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
    }
  }
  return keys
}

const pointer = (...segments: string[]) => segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

function resolve(node: any): any {
  let current = node
  while (current?.$ref) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((value: any, key: string) => value?.[key], contract())
  }
  return current
}

/** Where a node sits in the document, following a $ref at the node itself. */
function location(node: any, fallback: string[]) {
  return node?.$ref ? String(node.$ref).replace(/^#\//, '') : pointer(...fallback)
}

function describeErrors(errors: ErrorObject[] | null | undefined) {
  return (errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`)
    .join('; ')
}

function validateAt(schemaPointer: string, value: unknown) {
  contract()
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/${schemaPointer}`)
  if (!validate) return `no schema at #/${schemaPointer}`
  return validate(structuredClone(value)) ? null : describeErrors(validate.errors)
}

export function operation(method: string, pattern: string) {
  return contract().paths?.[documentPath(pattern)]?.[method.toLowerCase()]
}

/** Problems with a JSON request body for an operation, or [] when it fits. */
export function checkRequestBody(method: string, pattern: string, body: unknown): string[] {
  const path = documentPath(pattern)
  const found = operation(method, pattern)
  if (!found) return [`${method} ${path} is not documented`]
  if (body === undefined) return []
  const requestBody = resolve(found.requestBody)
  const media = requestBody?.content?.['application/json']
  if (!media) return [`${method} ${path} documents no JSON request body, yet one was sent`]
  const base = location(found.requestBody, ['paths', path, method.toLowerCase(), 'requestBody'])
  const problem = validateAt(`${base}/${pointer('content', 'application/json', 'schema')}`, body)
  return problem ? [`${method} ${path} request body: ${problem}`] : []
}

/** Problems with a response for an operation: undocumented status, media type or a body off its schema. */
export function checkResponse(
  method: string,
  pattern: string,
  response: { status: number; contentType: string | undefined; body: unknown; text: string; headers?: Record<string, unknown> }
): string[] {
  const path = documentPath(pattern)
  const found = operation(method, pattern)
  if (!found) return [`${method} ${path} is not documented`]
  const declared = found.responses?.[String(response.status)]
  if (!declared) {
    return [
      `${method} ${path} answered ${response.status}, which the document does not list (${Object.keys(found.responses ?? {}).join(', ')}): ${response.text.slice(0, 200)}`,
    ]
  }
  const answer = resolve(declared)
  if (response.headers) {
    const missing = Object.keys(answer?.headers ?? {}).filter((name) => response.headers![name.toLowerCase()] === undefined)
    if (missing.length) return [`${method} ${path} ${response.status} came without the documented header ${missing.join(', ')}`]
  }
  const content = answer?.content ?? {}
  const mediaTypes = Object.keys(content)
  const contentType = (response.contentType ?? '').split(';')[0].trim().toLowerCase()
  if (!mediaTypes.length) {
    return response.text.length && response.status !== 204 && !(response.status >= 300 && response.status < 400)
      ? [`${method} ${path} ${response.status} documents no body, yet one came: ${response.text.slice(0, 120)}`]
      : []
  }
  if (!mediaTypes.includes(contentType)) {
    return [`${method} ${path} ${response.status} answered ${contentType || 'no content type'}, documented: ${mediaTypes.join(', ')}`]
  }
  if (contentType !== 'application/json') return []
  const base = location(declared, ['paths', path, method.toLowerCase(), 'responses', String(response.status)])
  const problem = validateAt(`${base}/${pointer('content', 'application/json', 'schema')}`, response.body)
  return problem ? [`${method} ${path} ${response.status} body: ${problem} — ${response.text.slice(0, 200)}`] : []
}

/** Problems with a query string for an operation: parameters the document does not list. */
export function checkQuery(method: string, pattern: string, query: Record<string, unknown> | undefined): string[] {
  if (!query) return []
  const path = documentPath(pattern)
  const found = operation(method, pattern)
  if (!found) return [`${method} ${path} is not documented`]
  const parameters = [...(contract().paths[path].parameters ?? []), ...(found.parameters ?? [])].map(resolve)
  const known = new Set(parameters.filter((parameter: any) => parameter?.in === 'query').map((parameter: any) => parameter.name))
  return Object.keys(query)
    .filter((name) => !known.has(name))
    .map((name) => `${method} ${path} takes no query parameter "${name}"`)
}

/** The top-level fields an operation takes: its JSON body's properties and its query parameters. */
function acceptedFields(method: string, pattern: string) {
  const path = documentPath(pattern)
  const found = operation(method, pattern)
  const names = new Set<string>()
  const collect = (schema: any) => {
    const resolved = resolve(schema)
    for (const part of [...(resolved?.allOf ?? []), ...(resolved?.oneOf ?? []), ...(resolved?.anyOf ?? [])]) collect(part)
    for (const name of Object.keys(resolved?.properties ?? {})) names.add(name)
  }
  collect(resolve(found?.requestBody)?.content?.['application/json']?.schema)
  for (const parameter of [...(contract().paths[path]?.parameters ?? []), ...(found?.parameters ?? [])].map(resolve)) {
    names.add(parameter.name)
  }
  return names
}

/** Problems with a validation answer: fields it names that the operation does not document taking. */
export function checkErrorFields(method: string, pattern: string, body: unknown): string[] {
  const errors = (body as { errors?: { field?: string }[] } | undefined)?.errors
  if (!Array.isArray(errors)) return []
  const accepted = acceptedFields(method, pattern)
  const unknown = [...new Set(errors.map((error) => String(error.field ?? '').split('.')[0]).filter(Boolean))].filter(
    (name) => !accepted.has(name)
  )
  return unknown.length ? [`${method} ${documentPath(pattern)} refused fields it does not document: ${unknown.join(', ')}`] : []
}
