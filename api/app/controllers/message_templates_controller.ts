import type { HttpContext } from '@adonisjs/core/http'
import CreateTemplate from '#actions/templates/create_template'
import UpdateTemplate from '#actions/templates/update_template'
import DeleteTemplate from '#actions/templates/delete_template'
import ApproveTemplate from '#actions/templates/approve_template'
import { CANNOT_APPROVE_TEMPLATES } from '#policies/message_template_policy'
import { approveTemplateValidator, createTemplateValidator, updateTemplateValidator } from '#validators/message_template'
import { findOwnedTemplate, findTemplateForReview } from '#services/infra/owned_records'
import { TEMPLATE_LIST, listTemplates, serializeTemplate } from '#services/templates/template_list'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/** Reusable messages, and their approval by reviewers. */
export default class MessageTemplatesController {
  async index({ auth, request, response }: HttpContext) {
    const { templates, total, range } = await listTemplates(auth.getUserOrFail(), parseListQuery(request.qs(), TEMPLATE_LIST))
    response.header('Content-Range', contentRange('templates', range.start, templates.length, total))
    return templates
  }

  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(createTemplateValidator)
    const template = await new CreateTemplate().handle(auth.getUserOrFail(), input)
    return response.created(serializeTemplate(template))
  }

  async show({ auth, bouncer, params }: HttpContext) {
    const template = await findOwnedTemplate(auth.getUserOrFail(), params.id)
    await bouncer.with('MessageTemplatePolicy').authorize('view', template)
    return serializeTemplate(template)
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const template = await findOwnedTemplate(auth.getUserOrFail(), params.id)
    await bouncer.with('MessageTemplatePolicy').authorize('update', template)
    const input = await request.validateUsing(updateTemplateValidator)
    return serializeTemplate(await new UpdateTemplate().handle(template, input))
  }

  async destroy({ auth, bouncer, params }: HttpContext) {
    const template = await findOwnedTemplate(auth.getUserOrFail(), params.id)
    await bouncer.with('MessageTemplatePolicy').authorize('delete', template)
    return new DeleteTemplate().handle(template)
  }

  async approve({ auth, bouncer, params, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (await bouncer.with('MessageTemplatePolicy').denies('approve')) {
      // An owner learns that approval is not theirs to give only about their own templates.
      await findOwnedTemplate(user, params.id)
      return response.forbidden({ message: CANNOT_APPROVE_TEMPLATES, code: 'E_AUTHORIZATION_FAILURE' })
    }
    const template = await findTemplateForReview(params.id)
    const { version } = await request.validateUsing(approveTemplateValidator)
    return serializeTemplate(await new ApproveTemplate().handle(template, user, version))
  }
}
