import { test } from '@japa/runner'
import { safeReturnTo } from '#services/infra/app_url'

test.group('safeReturnTo', () => {
  test('{0} → {1}')
    .with([
      ['/groups', '/groups'],
      ['/member-requests?status=pending#top', '/member-requests?status=pending#top'],
      ['/', '/'],
      ['', '/'],
      [undefined, '/'],
      ['groups', '/'],
      ['//evil.test/path', '/'],
      ['/\\evil.test', '/'],
      ['https://evil.test/', '/'],
      ['javascript:alert(1)', '/'],
      ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
      ['/a\nb', '/'],
    ] as const)
    .run(({ assert }, [input, expected]) => {
      assert.equal(safeReturnTo(input), expected)
    })
})
