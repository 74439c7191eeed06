import { test } from '@japa/runner'
import { parseFacebookGroupPostUrl } from '#domain/facebook_post_url'

test.group('parseFacebookGroupPostUrl', () => {
  test('accepts {0}')
    .with([
      ['https://www.facebook.com/groups/123456/posts/987654321/', 'https://www.facebook.com/groups/123456/posts/987654321/'],
      ['http://facebook.com/groups/123456/posts/987654321', 'https://www.facebook.com/groups/123456/posts/987654321/'],
      ['https://m.facebook.com/groups/DogLovers/permalink/42/?ref=share', 'https://www.facebook.com/groups/doglovers/permalink/42/'],
      ['web.facebook.com/groups/dog.lovers/posts/pfbid02AbCd9/#comments', 'https://www.facebook.com/groups/dog.lovers/posts/pfbid02AbCd9/'],
      ['  https://www.facebook.com/groups/123/posts/1  ', 'https://www.facebook.com/groups/123/posts/1/'],
    ] as const)
    .run(({ assert }, [input, canonical]) => {
      assert.equal(parseFacebookGroupPostUrl(input), canonical)
    })

  test('rejects {0}')
    .with([
      ['an empty text', ''],
      ['a group without a post', 'https://www.facebook.com/groups/123456/'],
      ['a profile post', 'https://www.facebook.com/zuck/posts/10100'],
      ['a look-alike host', 'https://www.facebook.com.evil.test/groups/1/posts/2/'],
      ['another site', 'https://example.com/groups/1/posts/2/'],
      ['a deeper path', 'https://www.facebook.com/groups/1/posts/2/comments/3'],
      ['a script', 'javascript:alert(1)//facebook.com/groups/1/posts/2'],
      ['a slug of dots', 'https://www.facebook.com/groups/../posts/2/'],
      ['not text', 42],
    ] as const)
    .run(({ assert }, [, input]) => {
      assert.isNull(parseFacebookGroupPostUrl(input))
    })
})
