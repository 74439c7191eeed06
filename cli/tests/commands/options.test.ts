import { Command, InvalidArgumentError } from 'commander'
import { describe, expect, it } from 'vitest'
import { addRuleOptions, ruleChanges, type RuleFlags } from '../../src/commands/rules/flags.js'
import { givenOnly, parseDate, parseLimit, parseList, parseWholeNumber } from '../../src/commands/shared.js'

function parseRuleFlags(args: string[]): RuleFlags {
  const command = addRuleOptions(new Command('set').exitOverride())
  command.parse(args, { from: 'user' })
  return command.opts<RuleFlags>()
}

describe('rule options', () => {
  it('turn the command line into only the settings given', () => {
    const flags = parseRuleFlags([
      '--enabled',
      '--no-require-email',
      '--blocked-keywords',
      'crypto, forex,,',
      '--max-per-hour',
      '30',
      '--min-account-age-days',
      '0',
      '--allowed-locations',
      '',
    ])

    expect(ruleChanges(flags)).toEqual({
      enabled: true,
      requireEmail: false,
      blockedKeywords: ['crypto', 'forex'],
      maxApprovalsPerHour: 30,
      minAccountAgeDays: 0,
      allowedLocations: [],
    })
  })

  it('leave every setting out when none is given', () => {
    expect(ruleChanges(parseRuleFlags([]))).toEqual({})
  })

  it('refuse a maximum per hour of 0', () => {
    expect(() => parseRuleFlags(['--max-per-hour', '0'])).toThrow('Expected a whole number such as 12.')
  })
})

describe('option parsers', () => {
  it('split comma lists, trimming and dropping blanks', () => {
    expect(parseList(' a, b ,,c ')).toEqual(['a', 'b', 'c'])
    expect(parseList('')).toEqual([])
  })

  it('accept dates and ISO timestamps only', () => {
    expect(parseDate('2025-03-01')).toBe('2025-03-01')
    expect(parseDate('2025-03-01T10:00:00Z')).toBe('2025-03-01T10:00:00Z')
    expect(() => parseDate('yesterday')).toThrow(InvalidArgumentError)
    expect(() => parseDate('2025-13-01')).toThrow('Expected a date such as 2025-03-01.')
  })

  it('bound numbers', () => {
    expect(parseWholeNumber('0')).toBe(0)
    expect(() => parseWholeNumber('-1')).toThrow(InvalidArgumentError)
    expect(parseLimit('500')).toBe(500)
    expect(() => parseLimit('501')).toThrow('Expected at most 500.')
  })

  it('keep only the values given', () => {
    expect(givenOnly({ a: 1, b: undefined, c: false, d: null })).toEqual({ a: 1, c: false, d: null })
  })
})
