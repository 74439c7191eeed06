import { test } from '@japa/runner'
import { applyListQuery, defineList, listSort, parseListQuery, type ListQuery } from '#services/infra/list_query'

const PEOPLE = defineList({
  resource: 'people',
  sorts: { name: 'name', createdAt: 'created_at' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'text', isActive: 'boolean', groupId: 'id', id: 'ids', status: ['pending', 'approved'] },
})

const OBJECT_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', '__lookupGetter__']

/** The field messages of the 422 `work` throws. */
function refusal(work: () => unknown): { field: string; message: string }[] {
  try {
    work()
  } catch (error) {
    const failure = error as { code?: string; messages?: { field: string; message: string }[] }
    if (failure.code === 'E_VALIDATION_ERROR') return failure.messages!
    throw error
  }
  throw new Error('Nothing was refused.')
}

test.group('List query | a declared list', () => {
  test('refuses sorting by a name every object answers to', ({ assert }) => {
    for (const name of OBJECT_NAMES) {
      const [error] = refusal(() => parseListQuery({ sort: JSON.stringify([name, 'ASC']) }, PEOPLE))
      assert.equal(error.field, 'sort')
      assert.equal(error.message, `This list can be sorted by name or createdAt, not ${JSON.stringify(name)}.`)
    }
  })

  test('refuses filters it does not take, naming the ones it does', ({ assert }) => {
    for (const name of [...OBJECT_NAMES, 'password', '']) {
      const [error] = refusal(() => parseListQuery({ filter: JSON.stringify({ [name]: 1 }) }, PEOPLE))
      assert.deepEqual(error, {
        field: 'filter',
        message: `This list has no filter ${JSON.stringify(name)}; it takes q, isActive, groupId, id or status.`,
        rule: 'listQuery',
      } as never)
    }
    // A filter whose value would replace a prototype if it were copied with plain assignment.
    refusal(() => parseListQuery({ filter: '{"__proto__":{"polluted":true}}' }, PEOPLE))
    assert.isUndefined(({} as Record<string, unknown>).polluted)
  })

  test('refuses filter values of the wrong kind', ({ assert }) => {
    const wrong: [Record<string, unknown>, string][] = [
      [{ q: 42 }, 'The q filter must be text of at most 200 characters.'],
      [{ q: 'x'.repeat(201) }, 'The q filter must be text of at most 200 characters.'],
      [{ isActive: 'true' }, 'The isActive filter must be true or false.'],
      [{ groupId: 0 }, 'The groupId filter must be an id (a whole number from 1).'],
      [{ groupId: '1 OR 1=1' }, 'The groupId filter must be an id (a whole number from 1).'],
      [{ groupId: 2_147_483_648 }, 'The groupId filter must be an id (a whole number from 1).'],
      [{ id: 5 }, 'The id filter must be a list of at most 500 ids.'],
      [{ id: [1, null] }, 'The id filter must be a list of at most 500 ids.'],
      [{ id: Array.from({ length: 501 }, (_, index) => index + 1) }, 'The id filter must be a list of at most 500 ids.'],
      [{ status: 'constructor' }, 'The status filter is pending or approved.'],
    ]
    for (const [filter, message] of wrong) {
      const [error] = refusal(() => parseListQuery({ filter: JSON.stringify(filter) }, PEOPLE))
      assert.deepEqual([error.field, error.message], [`filter.${Object.keys(filter)[0]}`, message], JSON.stringify(filter))
    }
  })

  test('takes what it declares, and a null filter as none', ({ assert }) => {
    const query = parseListQuery(
      {
        sort: '["name","asc"]',
        range: '[25,49]',
        filter: JSON.stringify({ q: 'ann', isActive: true, groupId: '7', id: [1, 2], status: 'approved', q2: undefined }),
      },
      PEOPLE
    )
    assert.deepEqual(query, {
      sort: { field: 'name', order: 'ASC' },
      range: { start: 25, end: 49 },
      filter: { q: 'ann', isActive: true, groupId: '7', id: [1, 2], status: 'approved' },
    })
    assert.deepEqual(parseListQuery({ filter: '{"groupId":null}' }, PEOPLE).filter, {})
    assert.deepEqual(listSort({}, PEOPLE), { column: 'created_at', direction: 'desc' })
  })

  test('refuses negative, reversed, fractional and unreachable ranges; serves a long one as one page', ({ assert }) => {
    for (const range of ['[-1,5]', '[0,-1]', '[5,2]', '[0.5,3]', '["0","24"]', '[0]', '[0,1,2]', '{}', '[1e300,1e300]', '[2147483648,2147483649]']) {
      assert.equal(refusal(() => parseListQuery({ range }, PEOPLE))[0].field, 'range', range)
    }
    assert.deepEqual(parseListQuery({ range: '[0,1e300]' }, PEOPLE).range, { start: 0, end: 499 })
    assert.deepEqual(parseListQuery({ range: '[2147483647,2147483647]' }, PEOPLE).range, { start: 2147483647, end: 2147483647 })
  })

  test('a list that keeps its own order refuses any sort', ({ assert }) => {
    const fixed = defineList({ resource: 'actions', sorts: {}, filters: {} })
    assert.equal(refusal(() => parseListQuery({ sort: '["id","ASC"]' }, fixed))[0].message, 'This list cannot be sorted.')
    assert.equal(refusal(() => parseListQuery({ filter: '{"id":1}' }, fixed))[0].message, 'This list has no filter "id"; it takes none.')
  })
})

test.group('List query | lists that declare only their sorts', () => {
  test('a sort field is looked up on the map’s own fields only', async ({ assert }) => {
    for (const name of OBJECT_NAMES) {
      const list: ListQuery = { sort: { field: name, order: 'ASC' }, range: { start: 0, end: 24 }, filter: {} }
      // The query is never touched: the field is refused first.
      const refused = await applyListQuery({} as never, list, { name: 'name' }, { field: 'name', order: 'ASC' }).catch((error) => error)
      assert.deepEqual(refused.messages, [{ field: 'sort', message: `Lists cannot be sorted by ${JSON.stringify(name)}.`, rule: 'listQuery' }])
    }
  })
})
