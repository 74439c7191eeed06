import type Group from '#models/group'

/**
 * Disconnects a group. Its member requests and the extension's pending
 * actions for it go with it (foreign keys cascade), so nothing is left
 * queued for a group the owner no longer manages here.
 */
export default class DisconnectGroup {
  async handle(group: Group) {
    await group.delete()
    return { id: group.id }
  }
}
