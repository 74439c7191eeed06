import { describe, expect, it } from 'vitest'
import {
  hostPermissionPattern,
  normalizeApiUrl,
  validateSettings,
} from './settings'

describe('normalizeApiUrl', () => {
  it('keeps a plain address', () => {
    expect(normalizeApiUrl('http://localhost:3333')).toBe('http://localhost:3333')
  })

  it('trims spaces, trailing slashes and a pasted /api suffix', () => {
    expect(normalizeApiUrl('  https://joinflow.example.com/api/  ')).toBe(
      'https://joinflow.example.com',
    )
  })

  it('keeps a path prefix the app is served under', () => {
    expect(normalizeApiUrl('https://example.com/joinflow/')).toBe('https://example.com/joinflow')
  })

  it('drops query and fragment', () => {
    expect(normalizeApiUrl('http://localhost:3333/?from=mail#top')).toBe('http://localhost:3333')
  })

  it('rejects what is not an http address', () => {
    expect(normalizeApiUrl('localhost:3333')).toBeNull()
    expect(normalizeApiUrl('ftp://example.com')).toBeNull()
    expect(normalizeApiUrl('')).toBeNull()
  })
})

describe('hostPermissionPattern', () => {
  it('covers the whole origin of the API', () => {
    expect(hostPermissionPattern('https://example.com:8443/joinflow')).toBe(
      'https://example.com:8443/*',
    )
  })
})

describe('validateSettings', () => {
  it('answers normalized settings', () => {
    expect(validateSettings({ apiUrl: 'http://localhost:3333/', token: ' jf_abc ' })).toEqual({
      ok: true,
      settings: { apiUrl: 'http://localhost:3333', token: 'jf_abc' },
    })
  })

  it('explains a bad address first', () => {
    expect(validateSettings({ apiUrl: 'nope', token: '' })).toEqual({
      ok: false,
      problem: 'invalidApiUrl',
    })
  })

  it('asks for a token', () => {
    expect(validateSettings({ apiUrl: 'http://localhost:3333', token: '   ' })).toEqual({
      ok: false,
      problem: 'missingToken',
    })
  })
})
