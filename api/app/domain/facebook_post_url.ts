/*
 * The address of a post in a Facebook group, where new members are tagged:
 * the shared rule in @joinflow/rules, which the web app and the extension
 * apply too.
 */
export { GROUP_POST_URL_MESSAGE, parseFacebookGroupPostUrl } from '@joinflow/rules/facebook'
