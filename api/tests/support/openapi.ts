/*
 * Checks a request a fake platform recorded against the platform's own
 * OpenAPI (or Swagger 2.0) description, cut down to the operations the
 * tests use by scripts/extract-openapi.mjs (tests/fixtures/openapi): the
 * path must fit the operation's template and the body must satisfy the
 * operation's request schema, $refs resolved inside the same file.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { fileURLToPath } from 'node:url'

const OPENAPI_DIRECTORY = fileURLToPath(new URL('../fixtures/openapi/', import.meta.url))

const documents = new Map<string, any>()
const validators = new Map<string, Ajv>()

/** OpenAPI 3.0 allows `nullable` beside a schema with no `type`; JSON Schema validators do not. */
function dropUntypedNullable(node: any) {
  if (!node || typeof node !== 'object') return
  if (!Array.isArray(node) && 'nullable' in node && !('type' in node)) delete node.nullable
  for (const value of Object.values(node)) dropUntypedNullable(value)
}

/** A platform's description by its original file name (the cut is stored as JSON). */
export function loadDescription(file: string) {
  const name = `${file.replace(/\.(ya?ml|json)$/, '')}.json`
  return JSON.parse(readFileSync(join(OPENAPI_DIRECTORY, name), 'utf8'))
}

function load(file: string) {
  let document = documents.get(file)
  if (!document) {
    document = loadDescription(file)
    dropUntypedNullable(document)
    documents.set(file, document)
  }
  return document
}

/** Form bodies arrive as strings, so only they are checked with type coercion. */
function validatorFor(file: string, coerceTypes: boolean) {
  const key = `${file}:${coerceTypes}`
  let ajv = validators.get(key)
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true, coerceTypes, validateSchema: false, logger: false })
    addFormats.default(ajv)
    for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password', 'phone', 'E.164'])
      ajv.addFormat(format, true)
    ajv.addSchema(load(file), file)
    validators.set(key, ajv)
  }
  return ajv
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

function resolve(document: any, node: any): any {
  let current = node
  while (current?.$ref) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((value: any, key: string) => value?.[key], document)
  }
  return current
}

/** The JSON pointer (inside the file) of the operation's request schema, or the schema built from form parameters. */
function schemaPointer(
  document: any,
  specPath: string,
  method: string,
  contentType: string
): { ref?: string; schema?: object } {
  const operation = document.paths?.[specPath]?.[method.toLowerCase()]
  if (!operation) throw new Error(`The description has no ${method} ${specPath}`)
  const base = ['paths', specPath, method.toLowerCase()]

  if (document.swagger) {
    const parameters: any[] = (operation.parameters ?? []).map((parameter: any) => resolve(document, parameter))
    const index = (operation.parameters ?? []).findIndex(
      (parameter: any) => resolve(document, parameter)?.in === 'body'
    )
    if (index >= 0) return { ref: `#/${pointer(...base, 'parameters', String(index), 'schema')}` }
    const form = parameters.filter((parameter) => parameter.in === 'formData')
    return {
      schema: {
        type: 'object',
        required: form.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        properties: Object.fromEntries(form.map((parameter) => [parameter.name, { type: parameter.type }])),
      },
    }
  }

  let requestBody = operation.requestBody
  let bodyPointer = [...base, 'requestBody']
  if (requestBody?.$ref) {
    bodyPointer = requestBody.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    requestBody = resolve(document, requestBody)
  }
  const content = requestBody?.content ?? {}
  const type = content[contentType]
    ? contentType
    : Object.keys(content).find((candidate) => candidate.includes(contentType.split('/')[1]))
  if (!type)
    throw new Error(`${method} ${specPath} takes no ${contentType} body (it takes ${Object.keys(content).join(', ')})`)
  return { ref: `#/${pointer(...bodyPointer, 'content', type, 'schema')}` }
}

export interface OperationCheck {
  file: string
  method: string
  /** The operation's path template as the file writes it. */
  specPath: string
  /** The request's path as sent (the file's server prefix added where the product's base URL carries it). */
  path: string
  contentType: string
  body: unknown
}

export interface OperationResult {
  pathMatches: boolean
  valid: boolean
  errors: ErrorObject[] | null | undefined
}

const compiled = new Map<string, ValidateFunction>()

function pathTemplate(specPath: string) {
  return new RegExp(`^${specPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`)
}

/** The operation's request body validator, compiled once per file, operation and media type. */
function bodyValidator(file: string, specPath: string, method: string, contentType: string) {
  const key = [file, method, specPath, contentType].join(' ')
  let validate = compiled.get(key)
  if (!validate) {
    const found = schemaPointer(load(file), specPath, method, contentType)
    const schema: object = found.ref ? { $ref: `${file}${found.ref}` } : found.schema!
    validate = validatorFor(file, contentType.includes('form')).compile(schema)
    compiled.set(key, validate)
  }
  return validate
}

export function checkOperation(check: OperationCheck): OperationResult {
  const validate = bodyValidator(check.file, check.specPath, check.method, check.contentType)
  const valid = validate(structuredClone(check.body))
  return { pathMatches: pathTemplate(check.specPath).test(check.path), valid: Boolean(valid), errors: validate.errors }
}

/** The revision (or version) a description documents: a revisioned API's requests must name it. */
export function documentedRevision(file: string): string {
  return String(load(file).info?.version ?? '')
}

/** The description's path template a request path fits, for the method; undefined when none does. */
export function describedPath(file: string, method: string, path: string): string | undefined {
  return Object.entries<any>(load(file).paths ?? {}).find(
    ([specPath, item]) => item?.[method.toLowerCase()] && pathTemplate(specPath).test(path)
  )?.[0]
}

export interface RequestCheck {
  file: string
  method: string
  specPath: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body?: unknown
}

/**
 * What is wrong with a request a fake received, read from the operation's description: a path off
 * its template, a required header missing, a JSON body off its schema. Empty when it fits.
 */
export function requestProblems(check: RequestCheck): string[] {
  const document = load(check.file)
  const operation = document.paths?.[check.specPath]?.[check.method.toLowerCase()]
  if (!operation) return [`the description has no ${check.method} ${check.specPath}`]
  const problems: string[] = []
  if (!pathTemplate(check.specPath).test(check.path)) problems.push(`${check.path} does not fit ${check.specPath}`)
  const parameters = [...(document.paths[check.specPath].parameters ?? []), ...(operation.parameters ?? [])].map(
    (parameter: any) => resolve(document, parameter)
  )
  for (const header of parameters.filter((parameter: any) => parameter?.in === 'header' && parameter.required)) {
    if (check.headers[header.name.toLowerCase()] === undefined) problems.push(`the required header ${header.name} is missing`)
  }
  const contentType = String(check.headers['content-type'] ?? '').split(';')[0].trim()
  if (operation.requestBody) {
    if (check.body === undefined) {
      if (resolve(document, operation.requestBody)?.required) problems.push('the required body is missing')
    } else {
      const validate = bodyValidator(check.file, check.specPath, check.method, contentType || 'application/json')
      if (!validate(structuredClone(check.body))) {
        problems.push(
          ...(validate.errors ?? []).slice(0, 5).map((error) => `body${error.instancePath} ${error.message}`)
        )
      }
    }
  } else if (check.body !== undefined) {
    problems.push(`${check.method} ${check.specPath} takes no body`)
  }
  return problems
}

const shapeValidators = new Map<string, Ajv>()

/** The file with every property optional and none beyond those listed: for objects a fake sends a part of. */
function shapeValidator(file: string) {
  let ajv = shapeValidators.get(file)
  if (!ajv) {
    const document = structuredClone(loadDescription(file))
    const loosen = (node: any) => {
      if (!node || typeof node !== 'object') return
      if (!Array.isArray(node)) {
        delete node.required
        if (node.properties && node.additionalProperties === undefined) node.additionalProperties = false
        // OpenAPI 3.0's nullable, in JSON Schema's words.
        if (node.nullable === true) {
          delete node.nullable
          if (node.enum) node.enum = [...node.enum, null]
          if (node.type) node.type = [node.type, 'null']
          else if (node.anyOf) node.anyOf = [...node.anyOf, { type: 'null' }]
          else if (node.$ref) node.anyOf = [{ $ref: node.$ref }, { type: 'null' }]
          if (node.$ref && node.anyOf) delete node.$ref
        }
      }
      for (const value of Object.values(node)) loosen(value)
    }
    loosen(document.components)
    ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false })
    addFormats.default(ajv)
    for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password', 'phone', 'E.164', 'decimal', 'unix-time'])
      ajv.addFormat(format, true)
    ajv.addSchema(document, file)
    shapeValidators.set(file, ajv)
  }
  return ajv
}

/**
 * Problems with an object a fake sends in place of the platform (a
 * webhook's invoice or subscription): properties the file's schema of that
 * name does not have, or values of another type. Every property is
 * optional here, since a fake sends the ones the product reads.
 */
export function checkObjectShape(file: string, schemaName: string, object: unknown): string[] {
  const validate = shapeValidator(file).compile({ $ref: `${file}#/components/schemas/${schemaName}` })
  if (validate(structuredClone(object))) return []
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
}
