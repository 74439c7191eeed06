import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import ValidateSetup from '#actions/setup/validate_setup'
import { setupValidator } from '#validators/setup'

/** A whole setup (templates, groups with their rules and welcome messages, integrations) checked before it is applied. */
export default class SetupController {
  /** 200 when every write would pass; otherwise a 422 listing each refusal under its item's path. */
  async validate({ auth, request }: HttpContext) {
    const setup = await request.validateUsing(setupValidator)
    const issues = await new ValidateSetup().handle(auth.getUserOrFail(), setup)
    if (issues.length > 0) throw new errors.E_VALIDATION_ERROR(issues)
    return { valid: true }
  }
}
