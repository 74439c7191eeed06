import { describe, expect, it } from 'vitest'
import { parseCalendarDate, parseJoinedFacebook, parseRelativeTime } from './dates'

const now = new Date('2025-06-15T12:00:00.000Z')

describe('parseRelativeTime', () => {
  it.each([
    ['2 hours ago', '2025-06-15T10:00:00.000Z'],
    ['an hour ago', '2025-06-15T11:00:00.000Z'],
    ['about a minute ago', '2025-06-15T11:59:00.000Z'],
    ['3 days ago', '2025-06-12T12:00:00.000Z'],
    ['a week ago', '2025-06-08T12:00:00.000Z'],
    ['2 months ago', '2025-04-15T12:00:00.000Z'],
    ['3 years ago', '2022-06-15T12:00:00.000Z'],
    ['5h', '2025-06-15T07:00:00.000Z'],
    ['Just now', '2025-06-15T12:00:00.000Z'],
    ['Yesterday at 9:14 PM', '2025-06-14T12:00:00.000Z'],
  ])('reads "%s"', (text, expected) => {
    expect(parseRelativeTime(text, now)?.toISOString()).toBe(expected)
  })

  it('answers null for anything else', () => {
    expect(parseRelativeTime('Lives in London', now)).toBeNull()
  })
})

describe('parseCalendarDate', () => {
  it.each([
    ['March 2015', '2015-03-01'],
    ['March 3, 2015', '2015-03-03'],
    ['3 March 2015', '2015-03-03'],
    ['Sept 2019', '2019-09-01'],
    ['2012', '2012-01-01'],
  ])('reads "%s"', (text, expected) => {
    expect(parseCalendarDate(text)?.toISOString().slice(0, 10)).toBe(expected)
  })
})

describe('parseJoinedFacebook', () => {
  it.each([
    ['Joined Facebook 3 years ago', '2022-06-15'],
    ['Joined Facebook in March 2015', '2015-03-01'],
    ['Joined Facebook on March 3, 2015', '2015-03-03'],
    ['Joined Facebook 2 weeks ago', '2025-06-01'],
  ])('reads "%s"', (text, expected) => {
    expect(parseJoinedFacebook(text, now)).toBe(expected)
  })

  it('answers null when the line says something else', () => {
    expect(parseJoinedFacebook('Joined the group 3 years ago', now)).toBeNull()
  })
})
