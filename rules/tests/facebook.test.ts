import { assert, describe, test } from 'vitest'
import {
  facebookGroupLink,
  parseFacebookGroupId,
  parseFacebookGroupPost,
  parseFacebookGroupPostPath,
  parseFacebookGroupPostUrl,
  parseFacebookGroupUrl,
} from '../src/facebook.js'

describe('parseFacebookGroupUrl: accepted addresses', () => {
  test.for([
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
    ] as const)('%s', ([url, facebookGroupId, defaultName]) => {
      assert.deepEqual(parseFacebookGroupUrl(url), { ok: true, facebookGroupId, defaultName })
    })

  test('the same slug in another letter case is the same group', () => {
    const upper = parseFacebookGroupUrl('https://facebook.com/groups/DogLovers')
    const lower = parseFacebookGroupUrl('https://facebook.com/groups/doglovers')
    assert.isTrue(upper.ok && lower.ok && upper.facebookGroupId === lower.facebookGroupId)
  })
})

describe('parseFacebookGroupUrl: rejected input', () => {
  test.for([
      ['empty text', ''],
      ['spaces', '   '],
      ['line breaks and tabs', '\n\t'],
      ['undefined', undefined],
      ['null', null],
      ['a number', 42],
      ['an object', {}],
    ] as [string, unknown][])('missing: %s', ([, input]) => {
      assert.deepEqual(parseFacebookGroupUrl(input), {
        ok: false,
        failure: 'missing',
        title: 'Missing URL',
        message: 'Please enter a Facebook group URL.',
      })
    })

  test.for([
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
    ])('invalid: $label', ({ url }) => {
      assert.deepEqual(parseFacebookGroupUrl(url), {
        ok: false,
        failure: 'invalid',
        title: 'Invalid URL',
        message: 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)',
      })
    })
})

describe('parseFacebookGroupPostUrl', () => {
  test.for([
      ['https://www.facebook.com/groups/123456/posts/987654321/', 'https://www.facebook.com/groups/123456/posts/987654321/'],
      ['http://facebook.com/groups/123456/posts/987654321', 'https://www.facebook.com/groups/123456/posts/987654321/'],
      ['https://m.facebook.com/groups/DogLovers/permalink/42/?ref=share', 'https://www.facebook.com/groups/doglovers/permalink/42/'],
      ['web.facebook.com/groups/dog.lovers/posts/pfbid02AbCd9/#comments', 'https://www.facebook.com/groups/dog.lovers/posts/pfbid02AbCd9/'],
      ['  https://www.facebook.com/groups/123/posts/1  ', 'https://www.facebook.com/groups/123/posts/1/'],
    ] as const)('accepts %s', ([input, canonical]) => {
      assert.equal(parseFacebookGroupPostUrl(input), canonical)
    })

  test.for([
      ['an empty text', ''],
      ['a group without a post', 'https://www.facebook.com/groups/123456/'],
      ['a profile post', 'https://www.facebook.com/zuck/posts/10100'],
      ['a look-alike host', 'https://www.facebook.com.evil.test/groups/1/posts/2/'],
      ['another site', 'https://example.com/groups/1/posts/2/'],
      ['a deeper path', 'https://www.facebook.com/groups/1/posts/2/comments/3'],
      ['a script', 'javascript:alert(1)//facebook.com/groups/1/posts/2'],
      ['a slug of dots', 'https://www.facebook.com/groups/../posts/2/'],
      ['not text', 42],
    ] as const)('rejects %s', ([, input]) => {
      assert.isNull(parseFacebookGroupPostUrl(input))
    })
})

describe('parseFacebookGroupId', () => {
  test.for([
    ['123456789', '123456789', 'Facebook Group 123456789'],
    ['DogLovers', 'doglovers', 'DogLovers'],
    ['dog.lovers_uk', 'dog.lovers_uk', 'dog lovers uk'],
  ] as const)('reads %s', ([id, facebookGroupId, defaultName]) => {
    assert.deepEqual(parseFacebookGroupId(id), { facebookGroupId, defaultName })
  })

  test.for([
    ['an empty id', ''],
    ['a slug of dots', '...'],
    ['a path', '123/posts/4'],
    ['a trailing slash', '123/'],
    ['a query', '123?ref=share'],
    ['a space inside', 'dog lovers'],
    ['spaces around', ' 123 '],
    ['a whole address', 'https://www.facebook.com/groups/123'],
    ['a slug over 100 characters', 'a'.repeat(101)],
  ] as const)('refuses %s', ([, id]) => {
    assert.isNull(parseFacebookGroupId(id))
  })
})

describe('parseFacebookGroupPost', () => {
  test('names the group, the kind of address and the post as the product stores them', () => {
    assert.deepEqual(parseFacebookGroupPost('https://m.facebook.com/groups/DogLovers/Permalink/pfbid02Ab/?ref=share'), {
      facebookGroupId: 'doglovers',
      kind: 'permalink',
      postId: 'pfbid02Ab',
      url: 'https://www.facebook.com/groups/doglovers/permalink/pfbid02Ab/',
    })
  })

  test('is null where the address names no post', () => {
    assert.isNull(parseFacebookGroupPost('https://www.facebook.com/groups/123/member-requests'))
  })
})

describe('facebookGroupLink', () => {
  test.for([
    ['123456789', 'https://www.facebook.com/groups/123456789'],
    ['dog.lovers_uk-1', 'https://www.facebook.com/groups/dog.lovers_uk-1'],
    ['a/b?c', 'https://www.facebook.com/groups/a%2Fb%3Fc'],
  ] as const)('%s is at %s', ([id, link]) => {
    assert.equal(facebookGroupLink(id), link)
  })
})

describe('parseFacebookGroupPostPath', () => {
  test.for([
    ['/groups/DogLovers/posts/777/', { facebookGroupId: 'doglovers', postId: '777' }],
    ['/groups/123/permalink/pfbid02Ab', { facebookGroupId: '123', postId: 'pfbid02Ab' }],
  ] as const)('%s is a post page', ([path, expected]) => {
    assert.deepInclude(parseFacebookGroupPostPath(path), expected)
  })

  test.for([
    ['/groups/123/member-requests'],
    ['/groups/123/posts/777/comments'],
    ['/groups/.../posts/777/'],
    ['/groups/123/posts/777?ref=share'],
    ['groups/123/posts/777'],
    ['/evil.test/groups/123/posts/777'],
  ] as const)('%s is not', ([path]) => {
    assert.isNull(parseFacebookGroupPostPath(path))
  })
})
