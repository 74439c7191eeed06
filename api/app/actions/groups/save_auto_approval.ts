import type Group from '#models/group'
import { normalizeSettings, type AutoApprovalSettingsInput } from '#domain/rule_engine'

/** Saves a group's auto-approval settings over the saved ones, normalised as the spec says. */
export default class SaveAutoApproval {
  async handle(group: Group, input: AutoApprovalSettingsInput) {
    group.autoApproval = normalizeSettings({ ...group.autoApproval, ...input })
    await group.save()
    return group.autoApproval
  }
}
