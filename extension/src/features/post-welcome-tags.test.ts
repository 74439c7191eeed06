// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { fixtureHtml, loadFixture, runFixtureScript } from '../../tests/support/fixtures'
import { findCommentBox, findCommentSubmit, findMentionOption, findWelcomePost, groupPostPage } from '../facebook/selectors'
import type { WelcomeTag } from '../messages'
import type { PageHealth } from './capture-requests'
import {
  COMMENT_BOX_DETAIL,
  COMMENT_BOX_MISSING,
  mentionMissing,
  MENTIONS_DETAIL,
  NOT_POSTED,
  POST_MISSING,
  postWelcomeTags,
} from './post-welcome-tags'

const POST = 'https://www.facebook.com/groups/123456/posts/777/'

interface FixtureComment {
  text: string
  mentions: string[]
}

/** The welcome post with Facebook's behaviour (fixture script) running. */
function openPost(html?: string) {
  loadFixture('welcome-post', POST)
  if (html !== undefined) document.body.innerHTML = html
  else runFixtureScript('welcome-post.js')
  return (window as unknown as { fixtureComments: FixtureComment[] }).fixtureComments
}

const member = (actionId: number, facebookUserId: string, name: string): WelcomeTag => ({ actionId, facebookUserId, name })

/** Simulated waits: the clock the deadlines read moves with them. */
function simulatedClock() {
  const start = Date.now()
  let waited = 0
  vi.spyOn(Date, 'now').mockImplementation(() => start + waited)
  return async (ms: number) => {
    waited += ms
  }
}

describe('the welcome post', () => {
  it('is known by its address, in both of Facebook’s forms', () => {
    expect(groupPostPage('https://www.facebook.com/groups/DogLovers/posts/777/')).toEqual({ facebookGroupId: 'doglovers', postId: '777' })
    expect(groupPostPage('https://web.facebook.com/groups/123/permalink/pfbid02Ab')).toEqual({ facebookGroupId: '123', postId: 'pfbid02Ab' })
    expect(groupPostPage('https://www.facebook.com/groups/123/member-requests')).toBeNull()
    expect(groupPostPage('https://www.facebook.com/groups/123/posts/777/comments')).toBeNull()
    // The rule the API checks welcome post addresses with: a group of dots alone, or a post id Facebook never writes, is no post.
    expect(groupPostPage('https://www.facebook.com/groups/.../posts/777/')).toBeNull()
    expect(groupPostPage('https://www.facebook.com/groups/123/posts/77%2F7/')).toBeNull()
    expect(groupPostPage('http://127.0.0.1:4173/groups/123/posts/777/')).toEqual({ facebookGroupId: '123', postId: '777' })
  })

  it('has its post, comment box and mention suggestions found by roles and labels', async () => {
    openPost()
    expect(findWelcomePost(document)?.getAttribute('aria-label')).toBe('Post by Dog Owners Kenya')
    const box = findCommentBox(document)!
    expect(box.getAttribute('aria-label')).toBe('Write a comment…')
    // The post's own "Comment" action is not the comment form's.
    expect(findCommentSubmit(box)).toBeNull()

    box.append('@Ada')
    box.dispatchEvent(new InputEvent('input', { bubbles: true }))
    // Two members share the name; the one whose profile is linked is chosen.
    expect(findMentionOption(document, 'Ada Lovelace', '100001')?.dataset.profile).toBe('/user/100001/')
    expect(findMentionOption(document, 'ada lovelace', '999')?.dataset.profile).toBe('/user/100777/')
    expect(findMentionOption(document, 'Brian Otieno', '100002')).toBeNull()
  })

  it('finds a comment box by its placeholder and the form’s post control', () => {
    openPost(
      '<div role="article"><form><textarea placeholder="Write a public comment…"></textarea><button type="button">Post</button></form></div>',
    )
    const box = findCommentBox(document)!
    expect(box.tagName).toBe('TEXTAREA')
    expect(findCommentSubmit(box)?.textContent).toBe('Post')
  })
})

describe('postWelcomeTags', () => {
  it('greets the members in one comment, each a mention picked from Facebook’s suggestions', async () => {
    const comments = openPost()
    const health: PageHealth[] = []
    const outcomes = await postWelcomeTags(
      document,
      [member(1, '100001', 'Ada Lovelace'), member(2, '100002', 'Brian Otieno'), member(3, '400003', 'Gita Rao')],
      { onHealth: (report) => void health.push(report), wait: async () => {} },
    )
    expect(comments).toEqual([
      { text: 'Welcome to the group, Ada Lovelace, Brian Otieno, Gita Rao!', mentions: ['100001', '100002', '400003'], trusted: false },
    ])
    expect(outcomes).toEqual([
      { actionId: 1, status: 'done', error: null },
      { actionId: 2, status: 'done', error: null },
      { actionId: 3, status: 'done', error: null },
    ])
    expect(health).toEqual([])
    expect(findCommentBox(document)!.textContent).toBe('')
  })

  it('leaves out a member Facebook does not suggest, and says why', async () => {
    const comments = openPost()
    const wait = simulatedClock()
    const outcomes = await postWelcomeTags(
      document,
      [member(1, '555', 'Zed Unknown'), member(2, '100003', 'Chloé Dubois')],
      { onHealth: () => {}, wait },
    )
    expect(comments).toEqual([{ text: 'Welcome to the group, Chloé Dubois!', mentions: ['100003'], trusted: false }])
    expect(outcomes).toEqual([
      { actionId: 1, status: 'failed', error: mentionMissing('Zed Unknown') },
      { actionId: 2, status: 'done', error: null },
    ])
  })

  it('posts nothing when no member can be mentioned, and reports a changed page when no suggestion ever shows', async () => {
    const comments = openPost()
    const health: PageHealth[] = []
    const onHealth = (report: PageHealth) => void health.push(report)
    let outcomes = await postWelcomeTags(document, [member(1, '555', 'Zed Unknown')], { onHealth, wait: simulatedClock() })
    expect(outcomes).toEqual([{ actionId: 1, status: 'failed', error: mentionMissing('Zed Unknown') }])
    expect(comments).toEqual([])
    expect(findCommentBox(document)!.textContent).toBe('')
    expect(health).toEqual([{ status: 'markup_changed', detail: MENTIONS_DETAIL }])

    health.length = 0
    openPost(fixtureHtml('welcome-post').replace(/<script[\s\S]*?<\/script>/g, '').replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, ''))
    outcomes = await postWelcomeTags(document, [member(1, '100001', 'Ada Lovelace')], { onHealth, wait: simulatedClock() })
    expect(outcomes).toEqual([{ actionId: 1, status: 'failed', error: mentionMissing('Ada Lovelace') }])
    expect(health).toEqual([{ status: 'markup_changed', detail: MENTIONS_DETAIL }])
  })

  it('fails every tag with the reason when the comment box or the post cannot be found', async () => {
    const health: PageHealth[] = []
    const onHealth = (report: PageHealth) => void health.push(report)
    const tags = [member(1, '100001', 'Ada Lovelace'), member(2, '100002', 'Brian Otieno')]

    openPost('<div role="main"><div role="article"><p>Welcome!</p><div role="button" aria-label="Like">Like</div></div></div>')
    expect(await postWelcomeTags(document, tags, { onHealth, wait: simulatedClock() })).toEqual([
      { actionId: 1, status: 'failed', error: COMMENT_BOX_MISSING },
      { actionId: 2, status: 'failed', error: COMMENT_BOX_MISSING },
    ])
    expect(health).toEqual([{ status: 'markup_changed', detail: COMMENT_BOX_DETAIL }])

    health.length = 0
    openPost('<div role="main"><h1>This content isn\'t available right now</h1></div>')
    expect(await postWelcomeTags(document, tags, { onHealth, wait: simulatedClock() })).toEqual([
      { actionId: 1, status: 'failed', error: POST_MISSING },
      { actionId: 2, status: 'failed', error: POST_MISSING },
    ])
    expect(health).toEqual([])
  })

  it('uses the form’s post control when Enter does not post, and says so when nothing does', async () => {
    openPost(
      '<div role="article"><form><textarea aria-label="Write a comment"></textarea><button type="button">Post</button></form>' +
        '<div role="listbox"><div role="option" aria-label="Ada Lovelace"></div></div></div>',
    )
    const box = findCommentBox(document) as HTMLTextAreaElement
    const option = document.querySelector<HTMLElement>('[role="option"]')!
    option.addEventListener('click', () => (box.value = box.value.replace('@Ada Lovelace', 'Ada Lovelace')))
    const posted: string[] = []
    const post = document.querySelector('button')!
    const postOnClick = () => {
      posted.push(box.value)
      box.value = ''
    }
    post.addEventListener('click', postOnClick)
    expect(await postWelcomeTags(document, [member(1, '100001', 'Ada Lovelace')], { onHealth: () => {}, wait: simulatedClock() })).toEqual([
      { actionId: 1, status: 'done', error: null },
    ])
    expect(posted).toEqual(['Welcome to the group, Ada Lovelace!'])

    post.removeEventListener('click', postOnClick)
    expect(await postWelcomeTags(document, [member(2, '100001', 'Ada Lovelace')], { onHealth: () => {}, wait: simulatedClock() })).toEqual([
      { actionId: 2, status: 'failed', error: NOT_POSTED },
    ])
  })
})
