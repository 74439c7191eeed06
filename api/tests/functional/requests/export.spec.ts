import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { applicant, capture, setRules } from '#tests/helpers/requests'

/** Splits CSV text into rows of cells, honouring quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += char
  }
  return rows
}

const FIXED_HEADERS = ['date', 'group', 'name', 'email', 'phone', 'status', 'decision', 'reasons', 'profile URL']

test.group('Member requests / CSV export', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('exports the fixed columns, then one per question, newest first', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { name: 'Dog Lovers' })
    await setRules(record, { enabled: true, requireEmail: true })
    const first = applicant({
      name: 'Ann "Nan" Smith',
      answers: [
        { question: 'What is your email?', answer: 'ann@example.com' },
        { question: 'Why join?', answer: 'Walks, parks\nand friends' },
      ],
    })
    const second = applicant({
      name: 'Bo',
      answers: [
        { question: 'Why join?', answer: 'Fun' },
        { question: 'Your city?', answer: 'Oslo' },
      ],
    })
    await capture(client, owner, record.facebookGroupId, [first])
    await capture(client, owner, record.facebookGroupId, [second])

    const response = await client.get('/api/requests/export.csv').loginAs(owner)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.match(response.header('content-disposition') ?? '', /^attachment; filename="member-requests-\d{4}-\d{2}-\d{2}\.csv"$/)
    const rows = parseCsv(response.text())
    assert.deepEqual(rows[0], [...FIXED_HEADERS, 'What is your email?', 'Why join?', 'Your city?'])
    assert.lengthOf(rows, 3)
    const [, bo, ann] = rows
    assert.deepEqual(bo.slice(1, 9), ['Dog Lovers', 'Bo', '', '', 'pending', 'review', 'No email address in the answers', second.profileUrl])
    assert.deepEqual(bo.slice(9), ['', 'Fun', 'Oslo'])
    assert.deepEqual(ann.slice(2, 8), ['Ann "Nan" Smith', 'ann@example.com', '', 'approved', 'approve', 'Meets every auto-approval rule'])
    assert.deepEqual(ann.slice(9), ['ann@example.com', 'Walks, parks\nand friends', ''])
    assert.isAbove(Date.parse(ann[0]), 0)
  })

  test('neutralises cells a spreadsheet would run as formulas', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { name: '=cmd|calc' })
    const formulas = ['=HYPERLINK("http://evil.test","click")', '+1+1', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturn']
    await insertRequests(
      record,
      formulas.map((name, index) => ({
        name,
        answers: [{ question: 'Anything?', answer: formulas[(index + 1) % formulas.length] }],
        createdAt: DateTime.utc().minus({ minutes: index }),
      }))
    )
    const response = await client.get('/api/requests/export.csv').loginAs(owner)
    const rows = parseCsv(response.text()).slice(1)
    assert.deepEqual(
      rows.map((row) => row[2]),
      formulas.map((formula) => `'${formula}`)
    )
    assert.deepEqual(
      rows.map((row) => row[1]),
      formulas.map(() => "'=cmd|calc")
    )
    assert.equal(rows[0][9], `'+1+1`)
    assert.include(response.text(), `"'=HYPERLINK(""http://evil.test"",""click"")"`)
  })

  test('takes the list filters and sort, and streams past one page', async ({ client, assert }) => {
    const owner = await makeUser()
    const dogs = await makeGroup(owner)
    const cats = await makeGroup(owner)
    const start = DateTime.utc().minus({ days: 1 })
    // Three pages' worth, several sharing one instant, so the pages must split ties by id.
    await insertRequests(
      dogs,
      Array.from({ length: 1203 }, (_, index) => ({
        name: `Dog ${String(index).padStart(4, '0')}`,
        status: index % 3 === 0 ? ('approved' as const) : ('pending' as const),
        createdAt: start.plus({ seconds: Math.floor(index / 4) }),
      }))
    )
    await insertRequests(cats, [{ name: 'Cat', status: 'approved' }])
    // Database timestamps carry microseconds; the pages must not round them away.
    await db.rawQuery(`UPDATE member_requests SET created_at = created_at + interval '1 microsecond' * (id % 7) WHERE group_id = ?`, [dogs.id])

    const all = parseCsv((await client.get('/api/requests/export.csv').loginAs(owner)).text())
    assert.lengthOf(all, 1 + 1204)

    const filtered = await client
      .get('/api/requests/export.csv')
      .qs({ filter: JSON.stringify({ groupId: dogs.id, status: 'approved' }), sort: JSON.stringify(['name', 'ASC']) })
      .loginAs(owner)
    const names = parseCsv(filtered.text())
      .slice(1)
      .map((row) => row[2])
    assert.lengthOf(names, 401)
    assert.deepEqual(names, [...names].sort())
    assert.equal(new Set(names).size, 401)
    assert.equal(names[0], 'Dog 0000')

    const newest = parseCsv(
      (await client.get('/api/requests/export.csv').qs({ filter: JSON.stringify({ groupId: dogs.id }) }).loginAs(owner)).text()
    ).slice(1)
    assert.lengthOf(newest, 1203)
    assert.equal(new Set(newest.map((row) => row[2])).size, 1203)
    const dates = newest.map((row) => Date.parse(row[0]))
    assert.deepEqual(dates, [...dates].sort((a, b) => b - a))

    const bad = await client.get('/api/requests/export.csv').qs({ filter: JSON.stringify({ status: 'all' }) }).loginAs(owner)
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'filter.status' }] })
  })
})
