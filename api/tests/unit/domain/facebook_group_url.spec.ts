import { test } from '@japa/runner'
import { isFacebookHost, parseFacebookGroupUrl } from '#domain/facebook_group_url'

test.group('parseFacebookGroupUrl: accepted addresses', () => {
  test('{0}')
    .with([
      ['https://www.facebook.com/groups/123456789', '123456789', 'Facebook Group 123456789'],
      ['http://facebook.com/groups/123456789/', '123456789', 'Facebook Group 123456789'],
      ['https://m.facebook.com/groups/123456789?ref=share', '123456789', 'Facebook Group 123456789'],
      ['https://web.facebook.com/groups/123456789/#about', '123456789', 'Facebook Group 123456789'],
      ['facebook.com/groups/123456789', '123456789', 'Facebook Group 123456789'],
      ['  HTTPS://WWW.FACEBOOK.COM/groups/42/  ', '42', 'Facebook Group 42'],
      ['https://www.facebook.com/groups/dog.lovers.uk', 'dog.lovers.uk', 'dog lovers uk'],
      ['https://www.facebook.com/groups/DogLoversUK/', 'dogloversuk', 'DogLoversUK'],
      ['www.facebook.com/groups/dog-lovers__uk?view=permalink&id=1', 'dog-lovers__uk', 'dog lovers uk'],
      ['https://www.facebook.com/groups/-Dog--Lovers..UK_/', '-dog--lovers..uk_', 'Dog Lovers UK'],
      ['https://www.facebook.com/groups/123abc', '123abc', '123abc'],
      ['https://facebook.com/groups/dogs?', 'dogs', 'dogs'],
    ] as const)
    .run(({ assert }, [url, facebookGroupId, defaultName]) => {
      assert.deepEqual(parseFacebookGroupUrl(url), { ok: true, facebookGroupId, defaultName })
    })

  test('the same slug in another letter case is the same group', ({ assert }) => {
    const upper = parseFacebookGroupUrl('https://facebook.com/groups/DogLovers')
    const lower = parseFacebookGroupUrl('https://facebook.com/groups/doglovers')
    assert.isTrue(upper.ok && lower.ok && upper.facebookGroupId === lower.facebookGroupId)
  })
})

test.group('parseFacebookGroupUrl: rejected input', () => {
  test('missing: {0}')
    .with([
      ['empty text', ''],
      ['spaces', '   '],
      ['line breaks and tabs', '\n\t'],
      ['undefined', undefined],
      ['null', null],
      ['a number', 42],
      ['an object', {}],
    ] as [string, unknown][])
    .run(({ assert }, [, input]) => {
      assert.deepEqual(parseFacebookGroupUrl(input), {
        ok: false,
        failure: 'missing',
        title: 'Missing URL',
        message: 'Please enter a Facebook group URL.',
      })
    })

  test('invalid: {label}')
    .with([
      ...[
        'https://facebook.com/dogs',
        'https://facebook.com/groups/',
        'https://facebook.com/groups',
        'https://facebook.com/groups/123/posts/456',
        'https://facebook.com/groups/123/members/',
        'https://facebook.com.evil.test/groups/123',
        'https://evil.test/facebook.com/groups/123',
        'https://evil.test/?next=facebook.com/groups/123',
        'https://evilfacebook.com/groups/123',
        'https://business.facebook.com/groups/123',
        'https://fb.com/groups/123',
        'ftp://facebook.com/groups/123',
        '//facebook.com/groups/123',
        'https://user@facebook.com/groups/123',
        'https://facebook.com:8080/groups/123',
        'https://facebook.com./groups/123',
        'https://facebook.com\\groups\\123',
        'https://facebook.com/groups/dog lovers',
        'https://facebook.com/groups/%64ogs',
        'https://facebook.com/groups/...',
        'https://facebook.com/groups/-_-',
        'javascript:alert(1)//facebook.com/groups/1',
      ].map((url) => ({ label: url, url })),
      { label: 'a second line after the address', url: 'https://facebook.com/groups/123\nhttps://evil.test' },
      { label: 'a slug over 100 characters', url: `https://facebook.com/groups/${'a'.repeat(101)}` },
      { label: 'an address over 2000 characters', url: `https://facebook.com/groups/1?${'x'.repeat(2000)}` },
    ])
    .run(({ assert }, { url }) => {
      assert.deepEqual(parseFacebookGroupUrl(url), {
        ok: false,
        failure: 'invalid',
        title: 'Invalid URL',
        message: 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)',
      })
    })
})

test.group('isFacebookHost', () => {
  test('fetchable: {0}')
    .with([
      ['https://www.facebook.com/groups/123'],
      ['https://facebook.com/'],
      ['https://m.facebook.com/groups/dogs'],
      ['https://web.facebook.com'],
      ['https://WWW.FACEBOOK.COM/groups/1'],
      ['https://www.facebook.com:443/groups/1'],
    ])
    .run(({ assert }, [url]) => {
      assert.isTrue(isFacebookHost(url))
      assert.isTrue(isFacebookHost(new URL(url)))
    })

  test('refused: {0}')
    .with([
      ['http://www.facebook.com/groups/1'],
      ['https://facebook.com.evil.test/'],
      ['https://www.facebook.com.evil.test/groups/1'],
      ['https://evilfacebook.com/'],
      ['https://evil.test/?u=https://www.facebook.com/'],
      ['https://www.facebook.com@evil.test/'],
      ['https://evil.test@www.facebook.com/'],
      ['https://user:secret@facebook.com/'],
      ['https://www.facebook.com:8443/'],
      ['https://31.13.71.36/'],
      ['https://[2a03:2880:f12f:83:face:b00c:0:25de]/'],
      ['https://2130706433/'],
      ['https://facebook.com./'],
      ['https://faceb\u043eok.com/'],
      ['https://l.facebook.com/l.php?u=https://evil.test'],
      ['file:///etc/passwd'],
      ['javascript:alert(1)'],
      ['www.facebook.com/groups/1'],
      ['not a url'],
      [''],
    ])
    .run(({ assert }, [url]) => {
      assert.isFalse(isFacebookHost(url))
    })
})
