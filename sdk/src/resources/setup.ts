import { APIResource } from '../resource.js'
import type { SetupValidateParams, SetupValidateResult } from '../types.js'

/** A whole setup of templates, groups and integrations, as `joinflow apply` writes it. */
export class Setup extends APIResource {
  /**
   * Checks the setup's writes as the API would check them, and saves nothing. Resolves when every
   * write would pass; otherwise an UnprocessableEntityError (422) whose `errors` name each refusal by
   * the item's path (`groups.2.welcomeMessage.templateId`, or `groups.3` for the whole item).
   */
  validate(body: SetupValidateParams): Promise<SetupValidateResult> {
    return this.client.post<SetupValidateResult>('/api/setup/validate', body)
  }
}
