import { describe, expect, it } from 'vitest'
import { parseCalendarDate, parseJoinedFacebook, parseRelativeTime } from './dates'
import { LANGUAGES } from './labels'

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

describe('in every language', () => {
  const table = (code: string) => LANGUAGES.find((labels) => labels.code === code)!

  it.each([
    ['es', 'hace 8 años', '2017-06-15'],
    ['es', 'hace un año', '2024-06-15'],
    ['es', 'hace 2 horas', '2025-06-15'],
    ['pt-BR', 'há 8 anos', '2017-06-15'],
    ['pt-PT', 'há um mês', '2025-05-15'],
    ['pt-BR', '8 anos atrás', '2017-06-15'],
    ['fr', 'il y a 8 ans', '2017-06-15'],
    ['fr', 'il y a une semaine', '2025-06-08'],
    ['de', 'vor 8 Jahren', '2017-06-15'],
    ['de', 'vor einem Monat', '2025-05-15'],
    ['it', '8 anni fa', '2017-06-15'],
    ['it', "un'ora fa", '2025-06-15'],
    ['id', '8 tahun lalu', '2017-06-15'],
    ['id', 'setahun yang lalu', '2024-06-15'],
    ['es', 'ayer a las 21:14', '2025-06-14'],
    ['fr', 'hier à 21:14', '2025-06-14'],
  ])('%s reads "%s"', (code, text, day) => {
    expect(parseRelativeTime(text, now, table(code))?.toISOString().slice(0, 10)).toBe(day)
    // Without a language, every table is tried.
    expect(parseRelativeTime(text, now)?.toISOString().slice(0, 10)).toBe(day)
  })

  it.each([
    ['es', '3 de marzo de 2015', '2015-03-03'],
    ['es', 'septiembre de 2019', '2019-09-01'],
    ['pt-BR', 'março de 2015', '2015-03-01'],
    ['fr', '3 mars 2015', '2015-03-03'],
    ['fr', 'février 2016', '2016-02-01'],
    ['de', '3. März 2015', '2015-03-03'],
    ['de', 'Dezember 2010', '2010-12-01'],
    ['it', '3 marzo 2015', '2015-03-03'],
    ['id', '17 Agustus 2015', '2015-08-17'],
  ])('%s reads the date "%s"', (code, text, day) => {
    expect(parseCalendarDate(text, table(code))?.toISOString().slice(0, 10)).toBe(day)
  })

  it.each([
    ['en', 'Joined Facebook · 8 years ago', '2017-06-15'],
    ['es', 'Se unió a Facebook hace 8 años', '2017-06-15'],
    ['es', 'Se unió a Facebook en marzo de 2015', '2015-03-01'],
    ['pt-BR', 'Entrou no Facebook há 8 anos', '2017-06-15'],
    ['pt-PT', 'Aderiu ao Facebook em março de 2015', '2015-03-01'],
    ['fr', 'A rejoint Facebook il y a 8 ans', '2017-06-15'],
    ['fr', 'Membre de Facebook depuis mars 2015', '2015-03-01'],
    ['de', 'Ist Facebook vor 8 Jahren beigetreten', '2017-06-15'],
    ['de', 'Facebook beigetreten: März 2015', '2015-03-01'],
    ['it', 'Si è iscritto a Facebook 8 anni fa', '2017-06-15'],
    ['it', 'Iscritta a Facebook a marzo 2015', '2015-03-01'],
    ['id', 'Bergabung dengan Facebook 8 tahun lalu', '2017-06-15'],
    ['id', 'Bergabung dengan Facebook pada Maret 2015', '2015-03-01'],
  ])('%s reads "%s"', (code, text, day) => {
    expect(parseJoinedFacebook(text, now, table(code))).toBe(day)
  })

  it('reads a language’s lines only with its own table', () => {
    expect(parseJoinedFacebook('Se unió a Facebook hace 8 años', now, table('en'))).toBeNull()
    expect(parseRelativeTime('vor 8 Jahren', now, table('fr'))).toBeNull()
  })
})
