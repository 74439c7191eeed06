/*
 * Writes docs/api-reference.md, the API reference page, from
 * docs/openapi.yaml: the operations grouped by tag, each with its access,
 * parameters, request body and answers, then every shared schema. Plain
 * Markdown, readable offline and on any Git host.
 *
 *   node scripts/render-api-reference.mjs           writes the page
 *   node scripts/render-api-reference.mjs --check   exits 1 when the page is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('..', import.meta.url))
export const SOURCE = join(root, 'docs', 'openapi.yaml')
export const TARGET = join(root, 'docs', 'api-reference.md')
const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** A GitHub-style heading anchor. */
const anchor = (text) =>
  text
    .toLowerCase()
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/ /g, '-')

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/\s*\n\s*/g, ' ')
const refName = (ref) => ref.split('/').pop()

/** Renders one document; `text` is the YAML. */
export function render(text) {
  const document = parse(text)
  const resolve = (node) => {
    let current = node
    while (current?.$ref) current = current.$ref.slice(2).split('/').reduce((value, key) => value?.[key.replace(/~1/g, '/')], document)
    return current
  }

  function typeOf(schema) {
    if (!schema) return 'any'
    if (schema.$ref) return `[${refName(schema.$ref)}](#${anchor(refName(schema.$ref))})`
    if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``
    if (schema.enum) return schema.enum.map((value) => `\`${value}\``).join(' | ')
    if (schema.allOf) return schema.allOf.map(typeOf).join(' + ')
    if (schema.oneOf) return schema.oneOf.map(typeOf).join(' or ')
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
    if (!types.length) return schema.properties ? 'object' : 'any'
    return types
      .map((type) => {
        if (type === 'array') return `${typeOf(schema.items)}[]`
        if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
          return `{ [name]: ${typeOf(schema.additionalProperties)} }`
        }
        return schema.format && type === 'string' ? `string (${schema.format})` : type
      })
      .join(' | ')
  }

  function constraints(schema) {
    const notes = []
    if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`)
    if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`)
    if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`)
    if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`)
    if (schema.minItems !== undefined) notes.push(`at least ${schema.minItems}`)
    if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`)
    if (schema.pattern) notes.push(`matches \`${schema.pattern}\``)
    if (schema.default !== undefined) notes.push(`default \`${schema.default}\``)
    if (schema.writeOnly) notes.push('write-only')
    if (schema.description) notes.push(schema.description)
    return notes.join('; ')
  }

  /** The fields of an object schema (following allOf), or null when it has none of its own. */
  function fields(schema) {
    const resolved = resolve(schema)
    if (!resolved) return null
    if (resolved.allOf) {
      const parts = resolved.allOf.map(fields).filter(Boolean)
      return parts.length ? { properties: Object.assign({}, ...parts.map((part) => part.properties)), required: parts.flatMap((part) => part.required) } : null
    }
    if (!resolved.properties) return null
    return { properties: resolved.properties, required: resolved.required ?? [] }
  }

  function fieldTable(schema) {
    const found = fields(schema)
    if (!found) return []
    const lines = ['| Field | Type | Required | Notes |', '|---|---|---|---|']
    for (const [name, property] of Object.entries(found.properties)) {
      lines.push(`| \`${name}\` | ${cell(typeOf(property))} | ${found.required.includes(name) ? 'yes' : ''} | ${cell(constraints(property))} |`)
    }
    return lines
  }

  function access(operation) {
    const security = operation.security ?? document.security ?? []
    if (!security.length) return 'Public.'
    if (security.every((entry) => 'xsrf' in entry)) return 'Public; a browser sends the `X-XSRF-TOKEN` header.'
    const ability = operation['x-token-ability']
    if (ability === 'session') return 'A signed-in session only (the session cookie, with `X-XSRF-TOKEN` on writes); API tokens are refused.'
    const token =
      ability === 'any' || ability === undefined
        ? 'any API token'
        : `a token with ${[ability].flat().map((name) => `\`${name}\``).join(' or ')}`
    return `Signed in: the session cookie (with \`X-XSRF-TOKEN\` on writes) or \`Authorization: Bearer jf_…\` (${token}).`
  }

  const operations = []
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) operations.push({ path, method, item, operation: item[method] })
    }
  }

  const out = []
  out.push(`# ${document.info.title} reference`, '')
  out.push(
    `<!-- Written by scripts/render-api-reference.mjs from docs/openapi.yaml (OpenAPI ${document.openapi}, version ${document.info.version}); edit the YAML and run the script again. -->`,
    ''
  )
  out.push(document.info.description.trim(), '')
  out.push(`${operations.length} operations. The machine-readable description is [openapi.yaml](openapi.yaml).`, '')

  out.push('## Authentication', '')
  for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
    const where = scheme.type === 'http' ? `HTTP ${scheme.scheme} (${scheme.bearerFormat ?? ''})` : `${scheme.in} \`${scheme.name}\``
    out.push(`- **${name}**: ${where}. ${scheme.description ?? ''}`)
  }
  out.push('')

  out.push('## Contents', '')
  for (const tag of document.tags ?? []) {
    const count = operations.filter(({ operation }) => operation.tags?.[0] === tag.name).length
    out.push(`- [${tag.name}](#${anchor(tag.name)}) (${count})`)
  }
  out.push('- [Schemas](#schemas)', '')

  for (const tag of document.tags ?? []) {
    const inTag = operations.filter(({ operation }) => operation.tags?.[0] === tag.name)
    if (!inTag.length) continue
    out.push(`## ${tag.name}`, '', tag.description ?? '', '')
    out.push('| Method | Path | Summary |', '|---|---|---|')
    for (const { method, path, operation } of inTag) {
      const title = `${method.toUpperCase()} ${path}`
      out.push(`| ${method.toUpperCase()} | [\`${path}\`](#${anchor(title)}) | ${operation.deprecated ? '**Deprecated.** ' : ''}${cell(operation.summary)} |`)
    }
    out.push('')
    for (const { method, path, item, operation } of inTag) {
      out.push(`### ${method.toUpperCase()} ${path}`, '')
      if (operation.deprecated) out.push('**Deprecated.**', '')
      if (operation.summary) out.push(`${operation.summary}.`.replace(/\.\.$/, '.'), '')
      if (operation.description) out.push(operation.description.trim(), '')
      out.push(`*${access(operation)}*`, '')

      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve)
      if (parameters.length) {
        out.push('| Parameter | In | Type | Required | Notes |', '|---|---|---|---|---|')
        for (const parameter of parameters) {
          const notes = (parameter.deprecated ? '**Deprecated.** ' : '') + [parameter.description, parameter.schema?.examples ? `e.g. \`${parameter.schema.examples[0]}\`` : '']
            .filter(Boolean)
            .join('; ')
          out.push(`| \`${parameter.name}\` | ${parameter.in} | ${cell(typeOf(parameter.schema))} | ${parameter.required ? 'yes' : ''} | ${cell(notes)} |`)
        }
        out.push('')
      }

      const body = resolve(operation.requestBody)
      if (body) {
        const [type, media] = Object.entries(body.content)[0]
        out.push(`**Request body** (${type}${body.required ? '' : ', optional'})${media.schema?.$ref ? `: ${typeOf(media.schema)}` : ''}`, '')
        const table = fieldTable(media.schema)
        if (table.length) out.push(...table, '')
      }

      out.push('**Answers**', '')
      for (const [status, declared] of Object.entries(operation.responses ?? {})) {
        const answer = resolve(declared)
        const media = Object.entries(answer.content ?? {})[0]
        const shape = media ? ` — \`${media[0]}\`${media[0] === 'application/json' ? ` ${typeOf(media[1].schema)}` : ''}` : ''
        const headers = Object.keys(answer.headers ?? {})
        out.push(`- **${status}** ${cell(answer.description)}${shape}${headers.length ? ` (header ${headers.map((name) => `\`${name}\``).join(', ')})` : ''}`)
      }
      out.push('')
    }
  }

  out.push('## Schemas', '')
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    out.push(`### ${name}`, '')
    if (schema.description) out.push(schema.description, '')
    const table = fieldTable(schema)
    if (table.length) out.push(...table, '')
    else out.push(`${typeOf(schema)}`, '')
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const page = render(readFileSync(SOURCE, 'utf8'))
  if (process.argv.includes('--check')) {
    const current = readFileSync(TARGET, 'utf8')
    if (current !== page) {
      console.error('docs/api-reference.md is out of date: run node scripts/render-api-reference.mjs')
      process.exit(1)
    }
  } else {
    writeFileSync(TARGET, page)
    console.log(`Wrote ${TARGET}`)
  }
}
