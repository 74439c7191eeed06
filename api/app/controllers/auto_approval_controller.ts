import type { HttpContext } from '@adonisjs/core/http'
import SaveAutoApproval from '#actions/groups/save_auto_approval'
import PreviewAutoApproval from '#actions/groups/preview_auto_approval'
import { autoApprovalValidator } from '#validators/auto_approval'
import { findOwnedGroup } from '#services/infra/owned_records'

/** A group's auto-approval rules, and a preview of unsaved ones. */
export default class AutoApprovalController {
  async show({ auth, bouncer, params }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('view', group)
    return group.autoApproval
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('update', group)
    const settings = await request.validateUsing(autoApprovalValidator)
    return new SaveAutoApproval().handle(group, settings)
  }

  async preview({ auth, bouncer, params, request }: HttpContext) {
    const group = await findOwnedGroup(auth.getUserOrFail(), params.id)
    await bouncer.with('GroupPolicy').authorize('view', group)
    const settings = await request.validateUsing(autoApprovalValidator)
    return new PreviewAutoApproval().handle(group, settings)
  }
}
