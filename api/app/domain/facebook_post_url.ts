/*
 * The address of a post in a Facebook group, where new members are tagged.
 *
 * Accepted: http or https (or no scheme), the host facebook.com or its www,
 * m and web subdomains, then /groups/<numeric id or slug>/posts/<post id>
 * or /groups/<id or slug>/permalink/<post id>, with an optional trailing
 * slash, query and fragment. Post ids are numeric or Facebook's newer
 * "pfbid…" form. The post is stored on www.facebook.com without query or
 * fragment (they carry tracking, never the post); the extension opens its
 * path on whichever Facebook host the owner uses.
 */
const GROUP_POST_URL =
  /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?facebook\.com\/groups\/([a-z0-9._-]{1,100})\/(posts|permalink)\/([a-z0-9]{1,100})\/?(?:[?#][^\s]*)?$/i

export const GROUP_POST_URL_MESSAGE =
  'Please enter the address of a post in your Facebook group (e.g., facebook.com/groups/groupname/posts/1234567890)'

/** The canonical address of a group post, or null when the input is not one. */
export function parseFacebookGroupPostUrl(input: unknown): string | null {
  const value = typeof input === 'string' ? input.trim() : ''
  if (!value || value.length > 2000) return null
  const match = GROUP_POST_URL.exec(value)
  if (!match) return null
  const [, group, kind, post] = match
  if (!/[a-z0-9]/i.test(group)) return null
  return `https://www.facebook.com/groups/${group.toLowerCase()}/${kind.toLowerCase()}/${post}/`
}
