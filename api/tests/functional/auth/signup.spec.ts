import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'

const body = (email: string) => ({ email, password: 'secret-pass', firstName: 'Ada', lastName: 'Lovelace' })

test.group('Sign-up', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('every sign-up starts as an owner, the first one included (it becomes super admin once verified)', async ({ client, assert }) => {
    await db.from('users').delete()
    const first = await client.post('/api/auth/signup').json(body('first@example.test')).withCsrfToken()
    first.assertStatus(201)
    first.assertBodyContains({ email: 'first@example.test', role: 'user', isSuperAdmin: false, isActive: true })
    assert.notProperty(first.body(), 'password')

    const second = await client.post('/api/auth/signup').json(body('second@example.test')).withCsrfToken()
    second.assertStatus(201)
    second.assertBodyContains({ role: 'user', isSuperAdmin: false, permissions: [], isEmailVerified: false, emailVerifiedAt: null })
    assert.sameMembers(Object.keys(second.body()), [
      'id',
      'email',
      'firstName',
      'lastName',
      'role',
      'isSuperAdmin',
      'isActive',
      'isEmailVerified',
      'emailVerifiedAt',
      'createdAt',
      'permissions',
    ])
  })

  test('stores the password hashed and starts a session', async ({ client, assert }) => {
    const response = await client.post('/api/auth/signup').json(body('Hash.Me@Example.test')).withCsrfToken()
    response.assertStatus(201)
    const user = await User.findByOrFail('email', 'hash.me@example.test')
    assert.notEqual(user.password, 'secret-pass')
    assert.match(user.password!, /^\$scrypt\$/)

    response.assertSession('auth_web', user.id)
  })

  test('refuses a taken email whatever its case', async ({ client }) => {
    await client.post('/api/auth/signup').json(body('taken@example.test')).withCsrfToken()
    const response = await client.post('/api/auth/signup').json(body('TAKEN@example.test')).withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'An account with this email already exists.',
      code: 'E_VALIDATION_ERROR',
      errors: [{ field: 'email', message: 'An account with this email already exists.' }],
    })
  })

  test('names each bad field', async ({ client, assert }) => {
    const response = await client
      .post('/api/auth/signup')
      .json({ email: 'not-an-email', password: 'short', firstName: '', lastName: 'X' })
      .withCsrfToken()
    response.assertStatus(422)
    const messages = Object.fromEntries(response.body().errors.map((e: { field: string; message: string }) => [e.field, e.message]))
    assert.deepEqual(messages, {
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      firstName: 'Please enter your first name.',
    })
  })

  test('a cookie write without the CSRF token is refused', async ({ client }) => {
    const response = await client.post('/api/auth/signup').json(body('nocsrf@example.test'))
    response.assertStatus(403)
    response.assertBodyContains({ code: 'E_BAD_CSRF_TOKEN' })
  })
})
