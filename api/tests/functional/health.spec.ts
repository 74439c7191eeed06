import { test } from '@japa/runner'

test.group('Health', () => {
  test('reports the database and the job queue', async ({ client }) => {
    const response = await client.get('/api/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok', database: { status: 'ok' }, queue: { status: 'ok' } })
    response.assertHeader('x-request-id', response.header('x-request-id'))
  })

  test('unknown API routes answer JSON 404', async ({ client }) => {
    const response = await client.get('/api/does-not-exist')
    response.assertStatus(404)
    response.assertBody({ message: 'There is no such API route.', code: 'E_ROUTE_NOT_FOUND' })
  })
})
