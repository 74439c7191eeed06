import { test } from '@japa/runner'
import { isFacebookHost } from '#domain/facebook_group_url'

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
