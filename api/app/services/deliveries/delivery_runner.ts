/*
 * Running deliveries: the heart of the pipeline. A batch of delivery ids
 * (one pg-boss job each) is handled together, so one worker keeps many
 * platform calls in flight at once:
 *
 * 1. claim: one UPDATE ... RETURNING moves the deliveries still waiting
 *    (or left mid-flight by a stopped worker) to `delivering` with a new
 *    claim token; delivered ones and ones another attempt holds are
 *    skipped, so a job that runs twice delivers once;
 * 2. per integration: members lacking what the destination needs are
 *    skipped, the integration's rate limit is taken from its shared token
 *    bucket (what it refuses is rescheduled, not called), then the calls run
 *    concurrently;
 * 3. record: every attempt, each delivery's new state, retries as new jobs
 *    at their time (backoff with jitter, or the platform's Retry-After),
 *    and permanent failures stop the integration with one notification.
 *    Only deliveries still holding this attempt's claim token are recorded:
 *    one taken back meanwhile (reclaimed after its lease, or retried by the
 *    owner once abandoned) belongs to the newer attempt, whose result a
 *    late finisher must not overwrite.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Integration from '#models/integration'
import { IntegrationError, type IntegrationErrorKind, type MemberContact } from '#services/integrations/contract'
import { destinationOf, type Destination } from '#services/deliveries/destinations'
import { DEFAULT_RATES, takeTokens } from '#services/deliveries/rate_limiter'
import { MAX_ATTEMPTS, retryDelayMs } from '#services/deliveries/retry_schedule'
import { reportStoppedIntegrations, resolveIntegrations, type StoppedIntegration } from '#services/deliveries/notifications'
import { sendDeliveryJobs } from '#services/deliveries/queue_deliveries'
import { eraseDeliveredContacts } from '#services/deliveries/privacy'

export type DeliveryStatus = 'queued' | 'delivering' | 'delivered' | 'retrying' | 'failed' | 'skipped'

/**
 * A worker that stopped mid-call leaves its deliveries `delivering`; after
 * this long (well past the platform timeout) they are taken again.
 */
export const LEASE_SECONDS = 60

const CLAIM = `
  UPDATE deliveries SET status = 'delivering', claimed_at = now(), claim_token = gen_random_uuid(), updated_at = now()
  WHERE id = ANY(?::bigint[])
    AND (status IN ('queued', 'retrying') OR (status = 'delivering' AND claimed_at < now() - interval '${LEASE_SECONDS} seconds'))
    AND (next_attempt_at IS NULL OR next_attempt_at <= now() + interval '1 second')
  RETURNING id, member_request_id, integration_id, attempts, claim_token`

const MEMBERS = `
  SELECT mr.id, mr.name, mr.email, mr.phone, mr.profile_url, mr.lives_in, mr.answers, mr.requested_at, mr.decided_at,
    mr.welcome_message, mr.group_id, g.name AS group_name
  FROM member_requests mr JOIN groups g ON g.id = mr.group_id
  WHERE mr.id = ANY(?::bigint[])`

const RECORD = `
  UPDATE deliveries d SET
    status = x.status, attempts = d.attempts + x.counted, last_error = coalesce(x.last_error, CASE WHEN x.status = 'delivered' THEN NULL ELSE d.last_error END),
    last_status_code = coalesce(x.last_status_code, d.last_status_code), next_attempt_at = x.next_attempt_at,
    delivered_at = x.delivered_at, external_id = coalesce(x.external_id, d.external_id), claimed_at = NULL, claim_token = NULL,
    updated_at = now()
  FROM json_to_recordset(?::json) AS x(
    id bigint, claim_token uuid, status text, counted int, last_error text, last_status_code int, next_attempt_at timestamptz,
    delivered_at timestamptz, external_id text
  )
  WHERE d.id = x.id AND d.claim_token = x.claim_token
  RETURNING d.id`

// Attempts of deliveries removed meanwhile (their integration was deleted) have nothing to attach to.
const ATTEMPTS = `
  INSERT INTO delivery_attempts (delivery_id, attempt, started_at, duration_ms, status_code, outcome, message)
  SELECT x.delivery_id, x.attempt, x.started_at, x.duration_ms, x.status_code, x.outcome, x.message
  FROM json_populate_recordset(NULL::delivery_attempts, ?::json) AS x
  WHERE EXISTS (SELECT 1 FROM deliveries d WHERE d.id = x.delivery_id)`

/**
 * Locks the results' integrations before their deliveries, in id order: deleting an integration
 * locks it and then its deliveries (by cascade), so taking them the other way round deadlocks.
 */
const LOCK_INTEGRATIONS = `SELECT id FROM integrations WHERE id = ANY(?) ORDER BY id FOR NO KEY UPDATE`

interface Claimed {
  id: number
  memberRequestId: number
  integrationId: number
  attempts: number
  claimToken: string
}

interface Attempt {
  delivery_id: number
  attempt: number
  started_at: Date
  duration_ms: number
  status_code: number | null
  outcome: string
  message: string | null
}

interface Result {
  id: number
  claimToken: string
  memberRequestId: number
  integrationId: number
  status: DeliveryStatus
  counted: 0 | 1
  lastError: string | null
  lastStatusCode: number | null
  nextAttemptAt: Date | null
  deliveredAt: Date | null
  externalId: string | null
  attempt?: Attempt
}

interface MemberRow {
  id: string
  name: string
  email: string | null
  phone: string | null
  profile_url: string | null
  lives_in: string | null
  answers: { question: string; answer: string }[]
  requested_at: Date | null
  decided_at: Date | null
  welcome_message: string | null
  group_id: number
  group_name: string
}

function contactOf(row: MemberRow, integration: Integration): MemberContact {
  const [firstName = '', ...rest] = row.name.trim().split(/\s+/)
  return {
    memberRequestId: String(row.id),
    email: row.email,
    firstName,
    lastName: rest.join(' '),
    phone: row.phone,
    profileUrl: row.profile_url,
    location: row.lives_in,
    groupId: row.group_id,
    groupName: row.group_name,
    answers: (row.answers ?? []).filter((item) => item.question),
    tags: ['JoinFlow', row.group_name],
    requestedAt: (row.requested_at ?? new Date()).toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    welcomeText: integration.kind === 'sms' && integration.settings.sendWelcomeSms ? row.welcome_message : null,
  }
}

/** What a destination cannot do without, in the words the owner sees on a skipped delivery. */
function missingContact(kind: Integration['kind'], member: MemberContact) {
  if (kind === 'email' && !member.email) return 'The member gave no email address.'
  if (kind === 'sms' && !member.phone) return 'The member gave no phone number.'
  return null
}

/**
 * Whether a failure is the integration's (a refused key, a list that is
 * gone, credentials or settings that cannot work) rather than one member's:
 * those stop the integration. A platform refusing one member's data (an
 * `invalid` answer to the call) fails that delivery alone, and a member
 * lacking what the destination needs is skipped.
 */
function stopsIntegration(error: IntegrationError) {
  if (error.details.memberGap) return false
  if (error.kind === 'auth' || error.kind === 'not_found') return true
  return error.kind === 'invalid' && error.details.statusCode === undefined
}

function asIntegrationError(error: unknown) {
  if (error instanceof IntegrationError) return error
  return new IntegrationError((error as Error)?.message || 'The platform could not be reached.', 'transient')
}

export interface RunnerOptions {
  random?: () => number
}

export class DeliveryRunner {
  constructor(private options: RunnerOptions = {}) {}

  /** Runs the given deliveries once each, as far as they are due and not already done. */
  async run(deliveryIds: number[]) {
    if (!deliveryIds.length) return
    const { rows } = await db.rawQuery(CLAIM, [deliveryIds])
    const claimed: Claimed[] = rows.map((row: Record<string, unknown>) => ({
      id: Number(row.id),
      memberRequestId: Number(row.member_request_id),
      integrationId: Number(row.integration_id),
      attempts: Number(row.attempts),
      claimToken: String(row.claim_token),
    }))
    if (!claimed.length) return

    const integrationIds = [...new Set(claimed.map(({ integrationId }) => integrationId))]
    const [integrations, members] = await Promise.all([
      Integration.query().whereIn('id', integrationIds),
      db.rawQuery(MEMBERS, [[...new Set(claimed.map(({ memberRequestId }) => memberRequestId))]]),
    ])
    const byId = new Map(integrations.map((integration) => [integration.id, integration]))
    const memberRows = new Map<number, MemberRow>(members.rows.map((row: MemberRow) => [Number(row.id), row]))

    const groups = new Map<number, Claimed[]>()
    for (const item of claimed) groups.set(item.integrationId, [...(groups.get(item.integrationId) ?? []), item])

    const stopped: StoppedIntegration[] = []
    const results = (
      await Promise.all(
        [...groups].map(([integrationId, items]) =>
          this.#runForIntegration(byId.get(integrationId), items, memberRows, stopped)
        )
      )
    ).flat()
    await this.#record(results, stopped)
  }

  async #runForIntegration(
    integration: Integration | undefined,
    items: Claimed[],
    members: Map<number, MemberRow>,
    stopped: StoppedIntegration[]
  ): Promise<Result[]> {
    const base = (item: Claimed) => ({
      id: item.id,
      claimToken: item.claimToken,
      memberRequestId: item.memberRequestId,
      integrationId: item.integrationId,
      counted: 0 as const,
      lastStatusCode: null,
      nextAttemptAt: null,
      deliveredAt: null,
      externalId: null,
    })
    const final = (item: Claimed, status: DeliveryStatus, lastError: string | null): Result => ({ ...base(item), status, lastError })

    if (!integration?.isActive) return items.map((item) => final(item, 'skipped', 'The integration is turned off.'))
    if (integration.status === 'needs_attention') {
      return items.map((item) => final(item, 'failed', integration.lastError ?? 'The integration needs attention.'))
    }

    const due: { item: Claimed; member: MemberContact }[] = []
    const results: Result[] = []
    for (const item of items) {
      const row = members.get(item.memberRequestId)
      if (!row) {
        results.push(final(item, 'skipped', 'The member request no longer exists.'))
        continue
      }
      const member = contactOf(row, integration)
      const missing = missingContact(integration.kind, member)
      if (missing) results.push(final(item, 'skipped', missing))
      else due.push({ item, member })
    }
    if (!due.length) return results

    let destination: Destination
    try {
      destination = await destinationOf(integration)
    } catch (error) {
      // Counted as an attempt, so a destination that cannot be prepared (no Google account, a refused refresh) gives up in time too.
      const failure = asIntegrationError(error)
      return [...results, ...due.map(({ item }) => this.#failed(integration, item, failure, new Date(), item.attempts + 1, stopped))]
    }

    const rate = integration.settings.ratePerSecond ?? DEFAULT_RATES[integration.kind]
    const { granted, waitsMs } = await takeTokens(db.connection(), integration.id, due.length, rate)
    const now = Date.now()
    for (const [index, { item }] of due.slice(granted).entries()) {
      results.push({ ...base(item), status: item.attempts ? 'retrying' : 'queued', lastError: null, nextAttemptAt: new Date(now + waitsMs[index]) })
    }

    const calls = due.slice(0, granted).map(async ({ item, member }): Promise<Result> => {
      const startedAt = new Date()
      const attempt = item.attempts + 1
      try {
        const outcome = await destination.adapter.deliver(member, destination.credentials, {
          ...destination.context,
          deliveryId: String(item.id),
        })
        const durationMs = Date.now() - startedAt.getTime()
        return {
          ...base(item),
          status: 'delivered',
          counted: 1,
          lastError: null,
          lastStatusCode: outcome.statusCode ?? null,
          deliveredAt: new Date(),
          externalId: outcome.externalId ?? null,
          attempt: {
            delivery_id: item.id,
            attempt,
            started_at: startedAt,
            duration_ms: durationMs,
            status_code: outcome.statusCode ?? null,
            outcome: outcome.alreadyPresent ? 'already_present' : 'delivered',
            message: outcome.alreadyPresent ? 'Already on the list.' : null,
          },
        }
      } catch (error) {
        return this.#failed(integration, item, asIntegrationError(error), startedAt, attempt, stopped)
      }
    })
    return [...results, ...(await Promise.all(calls))]
  }

  /** A failed call (or a destination that could not be prepared): retried later, or failed for good. */
  #failed(
    integration: Integration,
    item: Claimed,
    error: IntegrationError,
    startedAt: Date,
    attempt: number,
    stopped: StoppedIntegration[]
  ): Result {
    const statusCode = error.details.statusCode ?? null
    const message = error.message
    const record: Attempt = {
      delivery_id: item.id,
      attempt,
      started_at: startedAt,
      duration_ms: Date.now() - startedAt.getTime(),
      status_code: statusCode,
      outcome: error.kind satisfies IntegrationErrorKind,
      message,
    }
    const result = {
      id: item.id,
      claimToken: item.claimToken,
      memberRequestId: item.memberRequestId,
      integrationId: item.integrationId,
      counted: 1 as const,
      lastError: message,
      lastStatusCode: statusCode,
      deliveredAt: null,
      externalId: null,
      attempt: record,
    }
    if (error.details.memberGap) return { ...result, status: 'skipped', nextAttemptAt: null, attempt: { ...record, outcome: 'skipped' } }
    if (error.permanent) {
      if (stopsIntegration(error) && !stopped.some(({ id }) => id === integration.id)) {
        stopped.push({ id: integration.id, userId: integration.userId, kind: integration.kind, name: integration.name, message })
      }
      return { ...result, status: 'failed', nextAttemptAt: null }
    }
    if (attempt >= MAX_ATTEMPTS) return { ...result, status: 'failed', nextAttemptAt: null }
    const waitMs =
      error.kind === 'rate_limited' && error.details.retryAfterMs !== undefined
        ? error.details.retryAfterMs
        : retryDelayMs(attempt, this.options.random)
    return { ...result, status: 'retrying', nextAttemptAt: new Date(Date.now() + waitMs) }
  }

  async #record(outcomes: Result[], stoppedBy: StoppedIntegration[]) {
    const integrationIds = [...new Set(outcomes.map(({ integrationId }) => integrationId))]
    const results = await db.transaction(async (trx) => {
      await trx.rawQuery(LOCK_INTEGRATIONS, [integrationIds])
      const { rows } = await trx.rawQuery(RECORD, [
        JSON.stringify(
          outcomes.map((result) => ({
            id: result.id,
            claim_token: result.claimToken,
            status: result.status,
            counted: result.counted,
            last_error: result.lastError,
            last_status_code: result.lastStatusCode,
            next_attempt_at: result.nextAttemptAt,
            delivered_at: result.deliveredAt,
            external_id: result.externalId,
          }))
        ),
      ])
      // A delivery that lost its claim meanwhile is the newer attempt's: this one's attempt, jobs and notices are left out.
      const held = new Set(rows.map((row: { id: string }) => Number(row.id)))
      const recorded = outcomes.filter(({ id }) => held.has(id))
      if (recorded.length < outcomes.length) {
        const lost = outcomes.filter(({ id }) => !held.has(id)).map(({ id }) => id)
        logger.info({ deliveries: lost }, 'not recording %d delivery attempt(s) that lost their claim', lost.length)
      }
      const attempts = recorded.flatMap(({ attempt }) => (attempt ? [attempt] : []))
      const delivered = recorded.filter(({ status }) => status === 'delivered')
      const deliveredIntegrations = [...new Set(delivered.map(({ integrationId }) => integrationId))]
      const recordedIntegrations = new Set(recorded.map(({ integrationId }) => integrationId))
      if (attempts.length) await trx.rawQuery(ATTEMPTS, [JSON.stringify(attempts)])
      if (deliveredIntegrations.length) {
        await trx.rawQuery(`UPDATE integrations SET last_delivery_at = now() WHERE id = ANY(?)`, [deliveredIntegrations])
        await resolveIntegrations(deliveredIntegrations, trx)
      }
      await reportStoppedIntegrations(
        trx,
        stoppedBy.filter(({ id }) => recordedIntegrations.has(id))
      )
      await sendDeliveryJobs(
        trx,
        recorded.flatMap((result) =>
          result.nextAttemptAt ? [{ deliveryId: result.id, startAfter: result.nextAttemptAt }] : []
        )
      )
      return recorded
    })
    const finished = results.filter(({ status }) => status === 'delivered' || status === 'skipped')
    await eraseDeliveredContacts([...new Set(finished.map(({ memberRequestId }) => memberRequestId))])
  }
}
