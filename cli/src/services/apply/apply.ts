import type { JoinFlowClient } from '@joinflow/sdk'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { CliError, ExitCode } from '../../errors.js'
import { describeIssue, parseSetup, SetupFileError } from '../../setup/parse.js'
import { countChanges, planChanges, secretsNeeded, type Change, type Plan } from '../../setup/plan.js'
import type { Setup } from '../../setup/types.js'
import { renderInfo, renderResult, renderSuccess, renderTable, renderText, withProgress, withSpinner } from '../../ui/index.js'
import { output } from '../../ui/output.js'
import { checkPlan } from './check.js'
import { readCurrentState } from './current.js'
import { formatPlan, RESOURCE_LABELS } from './plan_text.js'
import { executePlan, missingSecrets, type ChangeResult } from './execute.js'

export interface ApplyOptions {
  file: string
  dryRun?: boolean
  prune?: boolean
  rotateSecrets?: boolean
  env?: NodeJS.ProcessEnv
  /**
   * Asked, after the plan is shown, before a plan that deletes anything is made; absent when the
   * caller already confirmed (`--yes`).
   */
  confirmDeletes?: (target: ApplyTarget) => Promise<boolean>
}

/** The account and server a run changes, named before anything is deleted there. */
export interface ApplyTarget {
  account: string
  server: string
  deletes: number
}

export interface ApplyOutcome {
  plan: Plan
  results: ChangeResult[]
}

/**
 * Makes the account match a setup file: reads the file and the account, plans the difference, and
 * makes it. Failed items are reported with the API's reason, the rest stay applied, and the run ends
 * with an error so scripts notice. With `dryRun` the server checks the writes without making them,
 * and the run fails, with the same reasons, exactly when a real one would.
 */
export async function applySetup(
  { file, dryRun = false, prune = false, rotateSecrets = false, env = process.env, confirmDeletes }: ApplyOptions,
  client: JoinFlowClient,
): Promise<ApplyOutcome> {
  const setup = await readSetupFile(file)
  const listed = new Set(setup.groups.filter((group) => group.rules || group.welcome).map((group) => group.facebookGroupId))
  const current = await withSpinner('Reading the account', () =>
    readCurrentState(client, (group) => listed.has(group.facebookGroupId)),
  )
  const plan = planChanges(setup, current, { prune, rotateSecrets })
  const missing = missingSecrets(secretsNeeded(plan), env)

  if (plan.changes.length === 0) {
    renderResult(planJson(plan, missing), () => renderPlan(plan, file, dryRun, missing))
    return { plan, results: [] }
  }
  if (dryRun) {
    const failures =
      missing.length > 0 ? [] : await withSpinner('Checking the changes with the server', () => checkPlan(plan, current, client, env))
    renderResult(planJson(plan, missing, failures), () => {
      renderPlan(plan, file, dryRun, missing)
      if (failures.length > 0) renderFailures(failures)
    })
    if (missing.length > 0) throw missingSecretsError(missing)
    if (failures.length > 0) {
      throw new CliError(`${failures.length} of ${plan.changes.length} changes would fail; nothing was changed.`, {
        tryMessage: 'Fix what the messages above describe and run `joinflow apply --dry-run` again.',
        exitCode: ExitCode.ApiError,
      })
    }
    return { plan, results: [] }
  }
  if (missing.length > 0) throw missingSecretsError(missing)

  const deletes = countChanges(plan).delete
  const target = deletes > 0 ? { account: (await client.auth.user()).email, server: client.baseUrl, deletes } : undefined
  if (target && confirmDeletes) {
    if (!output.json) renderText(formatPlan(plan))
    if (!(await confirmDeletes(target))) {
      renderResult({ applied: false, target }, () => renderInfo({ headline: 'Nothing was changed.' }))
      return { plan, results: [] }
    }
  }

  const results = await withProgress({ title: `Applying ${basename(file)}`, unit: 'changes', total: plan.changes.length }, (report) =>
    executePlan(plan, current, client, { env, onProgress: (done) => report({ done }) }),
  )
  const failed = results.filter((result) => result.error !== undefined)
  renderResult({ ...resultsJson(plan, results), ...(target && { target }) }, () => renderResults(plan, results, target))
  if (failed.length > 0) {
    throw new CliError(`${failed.length} of ${results.length} changes failed; the others were applied.`, {
      tryMessage: 'Fix what the messages above describe and run `joinflow apply` again: it makes only the changes still missing.',
      exitCode: ExitCode.ApiError,
    })
  }
  return { plan, results }
}

function missingSecretsError(missing: string[]): CliError {
  return new CliError(`Missing environment variable${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, {
    tryMessage: 'Set them to the integrations’ secrets, then run `joinflow apply` again. Nothing was changed.',
    exitCode: ExitCode.Usage,
  })
}

async function readSetupFile(file: string): Promise<Setup> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message
    throw new CliError(`Cannot read ${file}: ${reason}.`, {
      tryMessage: 'Pass the setup file with `--file`, or write one with `joinflow export -o setup.yaml`.',
      exitCode: ExitCode.Usage,
      cause: error,
    })
  }
  try {
    return parseSetup(text)
  } catch (error) {
    if (!(error instanceof SetupFileError)) throw error
    throw new CliError(`${file} is not a valid setup file:\n${error.issues.map((issue) => `  ${describeIssue(issue)}`).join('\n')}`, {
      tryMessage: 'See `joinflow apply --help` and docs/cli.md for the file format.',
      exitCode: ExitCode.Usage,
      cause: error,
    })
  }
}

function summaryLine(plan: Plan, done = false): string {
  const { create, update, delete: deletes } = countChanges(plan)
  return done
    ? `${create} created, ${update} updated, ${deletes} deleted.`
    : `${create} to create, ${update} to update, ${deletes} to delete.`
}

function renderPlan(plan: Plan, file: string, dryRun: boolean, missing: string[]): void {
  const prune = plan.changes.some((change) => change.action === 'delete')
  const unlisted = plan.unlisted.length
  const kept =
    unlisted === 1
      ? ['1 item the file does not list is kept; add --prune to delete it.']
      : unlisted > 1
        ? [`${unlisted} items the file does not list are kept; add --prune to delete them.`]
        : []
  if (plan.changes.length === 0) {
    renderSuccess({ headline: 'No changes.', body: [`The account already matches ${file}.`, ...kept] })
    return
  }
  renderText(formatPlan(plan))
  const secrets = missing.length ? [`Set ${missing.join(', ')} before applying: the integrations' secrets are read from them.`] : []
  renderInfo({
    headline: `Plan: ${summaryLine(plan)}`,
    body: [...(dryRun ? ['Nothing was changed (--dry-run).'] : []), ...kept, ...secrets],
    nextSteps: dryRun ? [`Run \`joinflow apply -f ${file}${prune ? ' --prune' : ''}\` to make these changes.`] : [],
  })
}

function renderResults(plan: Plan, results: ChangeResult[], target: ApplyTarget | undefined): void {
  const failed = results.filter((result) => result.error !== undefined)
  const applied = results.length - failed.length
  const secrets = signingSecrets(results)
  const secretLines = secrets.map(({ key, secret }) => `Signing secret of ${key}: ${secret}`)
  const copySecrets = 'Copy the signing secrets now: they are shown only this once.'
  if (failed.length > 0) {
    renderFailures(failed)
    if (secrets.length) renderInfo({ headline: 'New webhooks', body: secretLines, nextSteps: [copySecrets] })
    return
  }
  renderSuccess({
    headline: `Applied ${applied} change${applied === 1 ? '' : 's'}.`,
    body: [summaryLine(plan, true), ...(target ? [`In the account ${target.account} at ${target.server}.`] : []), ...secretLines],
    nextSteps: secrets.length ? [copySecrets] : [],
  })
}

/** The changes that failed (or would), each with its line in the file and the API's reason. */
function renderFailures(failed: ChangeResult[]): void {
  renderTable<ChangeResult>(
    [
      { header: 'Failed', value: ({ change }) => change.action, color: () => 'red' },
      { header: 'Kind', value: ({ change }) => RESOURCE_LABELS[change.resource] },
      { header: 'Item', value: ({ change }) => change.key },
      { header: 'Line', value: ({ change }) => (change.line === undefined ? '' : String(change.line)) },
      { header: 'Reason', value: ({ error }) => error ?? '' },
    ],
    failed,
  )
}

function signingSecrets(results: ChangeResult[]) {
  return results.flatMap(({ change, signingSecret }) => (signingSecret ? [{ key: change.key, secret: signingSecret }] : []))
}

function changeJson({ action, resource, key, fields, diff, line }: Change) {
  return {
    action,
    resource,
    key,
    line: line ?? null,
    fields,
    // JSON has no undefined: a value the record does not have yet is null.
    diff: diff.map(({ field, from, to }) => ({ field, from: from ?? null, to: to ?? null })),
  }
}

function planJson(plan: Plan, missing: string[], failures: ChangeResult[] = []) {
  const errors = new Map(failures.map(({ change, error }) => [change, error]))
  return {
    changes: plan.changes.map((change) => ({ ...changeJson(change), ...(errors.has(change) && { error: errors.get(change) }) })),
    summary: countChanges(plan),
    unlisted: plan.unlisted,
    missingEnvironment: missing,
    failed: failures.length,
  }
}

function resultsJson(plan: Plan, results: ChangeResult[]) {
  return {
    changes: results.map(({ change, error, signingSecret }) =>
      error === undefined
        ? { ...changeJson(change), status: 'applied', ...(signingSecret && { signingSecret }) }
        : { ...changeJson(change), status: 'failed', error },
    ),
    summary: countChanges(plan),
    failed: results.filter((result) => result.error !== undefined).length,
  }
}
