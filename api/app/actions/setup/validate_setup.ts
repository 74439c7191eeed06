import { errors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import MessageTemplate from '#models/message_template'
import ConnectGroup from '#actions/groups/connect_group'
import CreateTemplate from '#actions/templates/create_template'
import UpdateTemplate from '#actions/templates/update_template'
import ConnectIntegration, { checkGroupIds } from '#actions/integrations/connect_integration'
import { autoApprovalValidator } from '#validators/auto_approval'
import { createGroupValidator, updateGroupValidator } from '#validators/group'
import {
  createEmailValidator,
  createSheetValidator,
  createSmsValidator,
  createWebhookValidator,
  updateEmailValidator,
  updateSmsValidator,
  updateWebhookValidator,
} from '#validators/integration'
import { createTemplateValidator, updateTemplateValidator } from '#validators/message_template'
import type { SetupInput } from '#validators/setup'
import { welcomeMessageValidator } from '#validators/welcome_message'
import { findOwnedGroup, findOwnedTemplate } from '#services/infra/owned_records'
import { findOwnedIntegration } from '#services/integrations/integration_views'

/** One thing the real writes would refuse, where it is in the setup: `groups.2.welcomeMessage.templateId`. */
export interface SetupIssue {
  field: string
  message: string
  rule: string
}

type Body = Record<string, unknown>

/** Says that `name` is not among the owner's templates, nor among the setup's own. */
export const templateNotFound = (name: string) => `There is no message template named "${name}".`

/**
 * Checks a whole setup the way its writes would be checked, in the order
 * `joinflow apply` makes them, and saves nothing. Each body goes through
 * its route's own validator, and templates and groups are really created
 * and updated by their actions, inside one transaction that is rolled back
 * at the end: so the plan's group limit counts the groups before it, a new
 * or re-worded template is not yet approved for the welcome messages after
 * it, and a group listed twice is already connected the second time. New
 * email and SMS keys are tested at the platform, as connecting them does.
 */
export default class ValidateSetup {
  async handle(owner: { id: number }, { templates = [], groups = [], integrations = [] }: SetupInput): Promise<SetupIssue[]> {
    const issues: SetupIssue[] = []
    const trx = await db.transaction()
    try {
      for (const [index, { id, ...body }] of templates.entries()) {
        await check(issues, `templates.${index}`, () => this.#template(owner, id, body, trx))
      }
      for (const [index, { id, autoApproval, welcomeMessage, ...body }] of groups.entries()) {
        const path = `groups.${index}`
        const saved = await check(issues, path, () => this.#group(owner, id, body, trx))
        // What depends on a group that could not be saved is not written either, so it is not checked.
        if (!saved) continue
        if (autoApproval) await check(issues, `${path}.autoApproval`, () => autoApprovalValidator.validate(autoApproval))
        if (welcomeMessage) await check(issues, `${path}.welcomeMessage`, () => this.#welcome(owner, welcomeMessage, trx))
      }
      for (const [index, { id, type, ...body }] of integrations.entries()) {
        await check(issues, `integrations.${index}`, () => this.#integration(owner, type, id, body))
      }
    } finally {
      await trx.rollback()
    }
    return issues
  }

  async #template(owner: { id: number }, id: number | undefined, { isActive, ...body }: Body, trx: TransactionClientContract) {
    if (id !== undefined) {
      const template = await findOwnedTemplate(owner, id)
      await new UpdateTemplate().handle(template, await updateTemplateValidator.validate({ ...body, isActive }), trx)
      return
    }
    const created = await new CreateTemplate().handle(owner, await createTemplateValidator.validate(body), trx)
    // `apply` pauses a new template with an update after creating it.
    if (isActive !== undefined) await new UpdateTemplate().handle(created, await updateTemplateValidator.validate({ isActive }), trx)
  }

  async #group(owner: { id: number }, id: number | undefined, { isActive, ...body }: Body, trx: TransactionClientContract) {
    if (id !== undefined) {
      await findOwnedGroup(owner, id)
      if (Object.keys(body).length > 0 || isActive !== undefined) await updateGroupValidator.validate({ ...body, isActive })
      return true
    }
    const { url, facebookGroupId, name, description } = await createGroupValidator.validate(body)
    await new ConnectGroup().handle({ owner, address: (url ?? facebookGroupId)!, name, description, client: trx })
    if (isActive !== undefined) await updateGroupValidator.validate({ isActive })
    return true
  }

  /** `templateName` names a template instead of its id, for one the setup creates (which has none yet). */
  async #welcome(owner: { id: number }, { templateName, ...body }: Body, trx: TransactionClientContract) {
    if (typeof templateName === 'string') {
      const template = await MessageTemplate.query({ client: trx }).where('userId', owner.id).where('name', templateName).first()
      if (!template) throw new errors.E_VALIDATION_ERROR([{ field: 'templateId', message: templateNotFound(templateName), rule: 'exists' }])
      body.templateId = template.id
    }
    await welcomeMessageValidator.validate(body, { meta: { userId: owner.id, client: trx } })
  }

  async #integration(owner: { id: number }, type: 'email' | 'sms' | 'webhook' | 'sheets', id: number | undefined, body: Body) {
    if (id !== undefined && type !== 'sheets') {
      await findOwnedIntegration(owner, id, type)
      const validator = { email: updateEmailValidator, sms: updateSmsValidator, webhook: updateWebhookValidator }[type]
      const { groupIds } = await validator.validate(body)
      await checkGroupIds(owner, groupIds)
      return
    }
    // A sheet cannot be edited: `apply` connects it again, so it is checked as a new one.
    if (type === 'email' || type === 'sms') {
      const input = await (type === 'email' ? createEmailValidator : createSmsValidator).validate(body)
      await new ConnectIntegration().check({ ...input, owner, kind: type })
      return
    }
    const { groupIds } = await (type === 'webhook' ? createWebhookValidator : createSheetValidator).validate(body)
    await checkGroupIds(owner, groupIds)
  }
}

/**
 * Runs one item's checks and records what they refuse under the item's path: field messages as
 * the route gives them, and a refusal of the whole item (not found, plan limit, already connected,
 * the platform's answer) on the item itself. True when nothing was refused.
 */
async function check(issues: SetupIssue[], path: string, work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work()
    return true
  } catch (error) {
    if (error instanceof errors.E_VALIDATION_ERROR) {
      for (const { field, message, rule } of error.messages as SetupIssue[]) {
        issues.push({ field: field ? `${path}.${field}` : path, message, rule })
      }
      return false
    }
    const refusal = error as { status?: number; code?: string; message?: string }
    if (typeof refusal.status === 'number' && refusal.status >= 400 && refusal.status < 500 && refusal.message) {
      issues.push({ field: path, message: refusal.message, rule: refusal.code ?? 'refused' })
      return false
    }
    throw error
  }
}
