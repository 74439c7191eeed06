import { test } from '@japa/runner'
import fc from 'fast-check'
import { secretsInLogLine } from '#tests/helpers/log_scan'

test.group('Security / the log scan', () => {
  test('finds {0}')
    .with([
      ['a card number in a message', { msg: 'charge 4242 4242 4242 4242 refused' }],
      ['a dashed card number', { err: { message: 'card 3782-822463-10005' } }],
      ['an unredacted password field', { body: { password: 'hunter2-hunter2' } }],
      ['an API token', { msg: 'token jf_abcdefghijklmnopqrstuvwxyz0123' }],
      ['a Bearer header', { headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' } }],
      ['a session cookie', { msg: 'cookie: adonis-session=s%3Aabc' }],
    ])
    .run(({ assert }, [, line]) => {
      assert.isAbove(secretsInLogLine(line).length, 0)
    })

  test('leaves ordinary lines alone', ({ assert }) => {
    assert.deepEqual(
      secretsInLogLine({
        level: 30,
        time: 1795335836644,
        msg: 'applied 12 migration(s)',
        password: '[redacted]',
        'x-request-id': '6f758d43-c03a-47d9-8757-05e2daaeccfe',
        order: 'JF-ABCDEFGHJKLMNPQR',
      }),
      []
    )
  })

  test('finds every Luhn-valid card number, however it is spaced', ({ assert }) => {
    const luhnDigits = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 17 })
      .map((digits) => {
        const body = [4, ...digits]
        let sum = 0
        for (let index = 0; index < body.length; index += 1) {
          let digit = body[body.length - 1 - index]
          if (index % 2 === 0) {
            digit *= 2
            if (digit > 9) digit -= 9
          }
          sum += digit
        }
        return [...body, (10 - (sum % 10)) % 10].join('')
      })
    fc.assert(
      fc.property(luhnDigits, fc.constantFrom('', ' ', '-'), (digits, separator) => {
        const printed = digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`)
        assert.isAbove(secretsInLogLine({ msg: `paid with ${printed}.` }).length, 0, printed)
      }),
      { numRuns: 200, seed: 8 }
    )
  })
})
