import { test } from '@japa/runner'
import { extractContacts, extractEmail, extractPhone, resolveCountry } from '#domain/contact_extraction'

test.group('extractEmail', () => {
  test('{label}')
    .with([
      { label: 'a bare address', texts: ['jane@example.com'], email: 'jane@example.com' },
      { label: 'lowercased and trimmed', texts: ['  Jane.Doe@Example.COM  '], email: 'jane.doe@example.com' },
      {
        label: 'inside a sentence, without its full stop',
        texts: ['My email is jane+groups@mail.example.co.uk.'],
        email: 'jane+groups@mail.example.co.uk',
      },
      { label: 'inside angle brackets', texts: ['Jane <jane@example.com>'], email: 'jane@example.com' },
      { label: 'after mailto:', texts: ['mailto:jane@example.com'], email: 'jane@example.com' },
      { label: 'from a later answer', texts: ['', 'no', 'jane@example.com'], email: 'jane@example.com' },
      { label: 'the first one wins', texts: ['first@example.com or second@example.com', 'third@example.com'], email: 'first@example.com' },
      { label: 'a later valid one after an invalid one', texts: ['jane@localhost', 'jane@example.org'], email: 'jane@example.org' },
      { label: 'bracketed (at) and (dot)', texts: ['jane (at) example (dot) com'], email: 'jane@example.com' },
      { label: 'square brackets, several dots', texts: ['Jane [AT] example [dot] co [dot] uk'], email: 'jane@example.co.uk' },
      { label: 'bracketed at with a literal dot', texts: ['jane{at}example.com'], email: 'jane@example.com' },
      { label: 'full-width characters', texts: ['ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ'], email: 'jane@example.com' },
      { label: 'bare "at" and "dot" words are prose', texts: ['I work at acme dot com'], email: null },
      { label: 'bare "name at domain dot com" is not read', texts: ['jane at example dot com'], email: null },
      { label: 'no domain suffix', texts: ['jane@example'], email: null },
      { label: 'no dot in the host', texts: ['jane@localhost'], email: null },
      { label: 'one-letter suffix', texts: ['jane@example.c'], email: null },
      { label: 'no local part', texts: ['@example.com'], email: null },
      { label: 'host label starting with a hyphen', texts: ['jane@-example.com'], email: null },
      { label: 'two dots in a row', texts: ['jane..doe@example.com'], email: null },
      { label: 'longer than an address can be (254 characters)', texts: [`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`], email: null },
      { label: 'a local part longer than 64 characters', texts: [`${'a'.repeat(65)}@example.com`], email: null },
      {
        label: 'a real address after one too long to be real',
        texts: [`${'a'.repeat(250)}@example.com or ann@example.com`],
        email: 'ann@example.com',
      },
      { label: 'no answers', texts: [], email: null },
      { label: 'blank answers', texts: ['', '   '], email: null },
    ])
    .run(({ assert }, { texts, email }) => {
      assert.equal(extractEmail(texts), email)
    })
})

test.group('extractPhone', () => {
  test('{label}')
    .with([
      { label: 'US national format', texts: ['Call me on (415) 555-2671'], country: 'US', phone: '+14155552671' },
      { label: 'US with dots', texts: ['415.555.2671'], country: 'US', phone: '+14155552671' },
      { label: 'international number in another country', texts: ['+1 415 555 2671'], country: 'KE', phone: '+14155552671' },
      { label: 'Kenyan national mobile', texts: ['0712 345 678'], country: 'KE', phone: '+254712345678' },
      { label: 'Kenyan international mobile', texts: ['WhatsApp: +254 712 345678'], country: 'US', phone: '+254712345678' },
      { label: 'UK national mobile', texts: ['07911 123456'], country: 'GB', phone: '+447911123456' },
      { label: 'UK international mobile', texts: ['(+44) 7911 123456'], country: 'US', phone: '+447911123456' },
      { label: 'full-width digits', texts: ['０７１２ ３４５ ６７８'], country: 'KE', phone: '+254712345678' },
      { label: 'from a later answer', texts: ['no thanks', 'sure, 415-555-2671'], country: 'US', phone: '+14155552671' },
      { label: 'the first valid one wins', texts: ['+254 712 345678', '(415) 555-2671'], country: 'US', phone: '+254712345678' },
      { label: 'a UK landline cannot take a text', texts: ['020 7946 0958'], country: 'GB', phone: null },
      { label: 'a national number read in the wrong country', texts: ['07911 123456'], country: 'US', phone: null },
      { label: 'an ISO date', texts: ['I joined on 2015-03-01'], country: 'KE', phone: null },
      { label: 'a slashed date', texts: ['since 01/02/2015'], country: 'US', phone: null },
      { label: 'a number without its area code', texts: ['555-1234'], country: 'US', phone: null },
      { label: 'a short number', texts: ['member for 12345 days'], country: 'US', phone: null },
      { label: 'no answers', texts: [], country: 'US', phone: null },
    ])
    .run(({ assert }, { texts, country, phone }) => {
      assert.equal(extractPhone(texts, resolveCountry(country)), phone)
    })

  test('numbers without a country code are read as US by default', ({ assert }) => {
    assert.equal(extractPhone(['(415) 555-2671']), '+14155552671')
  })
})

test.group('resolveCountry', () => {
  test('{0} → {1}')
    .with([
      ['KE', 'KE'],
      [' gb ', 'GB'],
      ['us', 'US'],
      ['XX', 'US'],
      ['', 'US'],
      [null, 'US'],
      [undefined, 'US'],
    ] as const)
    .run(({ assert }, [code, country]) => {
      assert.equal(resolveCountry(code), country)
    })
})

test.group('extractContacts', () => {
  test('finds the email and the phone number in different answers', ({ assert }) => {
    const contacts = extractContacts(
      ['I love dogs', 'Jane.Doe@Example.com', 'Text me: 0712 345 678', 'other@example.com'],
      'KE'
    )
    assert.deepEqual(contacts, { email: 'jane.doe@example.com', phone: '+254712345678' })
  })

  test('both in one answer', ({ assert }) => {
    assert.deepEqual(extractContacts(['jane@example.com / +44 7911 123456']), {
      email: 'jane@example.com',
      phone: '+447911123456',
    })
  })

  test('neither', ({ assert }) => {
    assert.deepEqual(extractContacts(['Yes', '']), { email: null, phone: null })
  })
})
