import { describe, expect, it } from 'vitest'
import { requestsPage } from './page'

describe('requestsPage', () => {
  it.each([
    ['https://www.facebook.com/groups/123456/member-requests', '123456', 'member-requests'],
    [
      'https://www.facebook.com/groups/123456/member-requests?orderby=chronological&joined_fb_recently=1',
      '123456',
      'member-requests',
    ],
    ['https://web.facebook.com/groups/DogLovers/requests/', 'doglovers', 'requests'],
    ['https://www.facebook.com/groups/dog.lovers/participant_requests', 'dog.lovers', 'participant_requests'],
    ['http://127.0.0.1:4000/groups/987/member-requests', '987', 'member-requests'],
  ])('recognises %s', (url, facebookGroupId, layout) => {
    expect(requestsPage(url)).toEqual({ facebookGroupId, layout })
  })

  it.each([
    'https://www.facebook.com/groups/123456',
    'https://www.facebook.com/groups/123456/members',
    'https://www.facebook.com/groups/123456/member-requests-archive',
    'https://www.facebook.com/marketplace',
  ])('ignores %s', (url) => {
    expect(requestsPage(url)).toBeNull()
  })
})
