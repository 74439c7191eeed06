import { NotFoundError, type JoinFlowClient, type MessageTemplate } from '@joinflow/sdk'
import { CliError, ExitCode } from '../../errors.js'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface ApproveTemplateOptions {
  id: number
  /** The version of the text the reviewer read (`--reviewed-version`). */
  version?: number
  /** Without a version: shows the template as it is now and asks; the version shown is the one approved. */
  review?: (template: MessageTemplate) => Promise<boolean>
}

/** The approved template, or, when the reviewer said no, what was left pending. */
export type ApproveTemplateResult = MessageTemplate | { id: number; approved: false }

/**
 * Approves the version of a template the reviewer read. An edit saved since then is refused by the
 * API (409) and nothing is approved, so a text is never approved unseen.
 */
export async function approveTemplate({ id, version, review }: ApproveTemplateOptions, client: JoinFlowClient): Promise<ApproveTemplateResult> {
  let seen = version
  if (seen === undefined) {
    if (!review) throw missingVersion(id)
    const template = await withSpinner('Loading the template', () => client.templates.get(id)).catch((error: unknown) => {
      throw error instanceof NotFoundError ? notReadable(id) : error
    })
    if (!(await review(template))) {
      const kept = { id, approved: false as const }
      renderResult(kept, () => renderInfo({ headline: `Nothing approved: "${template.name}" stays pending.` }))
      return kept
    }
    seen = template.version
  }
  const approved = await withSpinner('Approving the template', () => client.templates.approve(id, { version: seen }))
  renderResult(approved, () =>
    renderSuccess({
      headline: `Approved template "${approved.name}" (ID ${approved.id}), version ${approved.version}.`,
      body: ['It can now be used in welcome messages.'],
    }),
  )
  return approved
}

function missingVersion(id: number) {
  return new CliError('Missing --reviewed-version.', {
    tryMessage: `Approving names the version of the text you reviewed, so an edit made since is not approved unseen: joinflow templates approve ${id} --reviewed-version <n>.`,
    nextSteps: ["`joinflow templates list` shows each template's version; on a terminal, leave --reviewed-version out to read the text and confirm."],
    exitCode: ExitCode.Usage,
  })
}

function notReadable(id: number) {
  return new CliError(`Template ${id} cannot be shown to you.`, {
    tryMessage: `It belongs to another owner: ask them for the text and its version, then run joinflow templates approve ${id} --reviewed-version <n>.`,
    exitCode: ExitCode.Usage,
  })
}
