/*
 * Each integration's calls per second, shared by every worker process: a
 * token bucket per integration in PostgreSQL (integration_rate_buckets),
 * refilled by the time elapsed and taken from in one atomic statement, so
 * one owner's burst never exceeds what the platform allows.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { IntegrationKind } from '#services/integrations/contract'

/** Sane defaults when neither the integration nor its catalogue entry names a rate. */
export const DEFAULT_RATES: Record<IntegrationKind, number> = { email: 10, sms: 10, sheets: 1, webhook: 50 }

const WANTED = 'CAST(:wanted AS int)'
const CAPACITY = 'CAST(:capacity AS double precision)'
const AVAILABLE = `LEAST(${CAPACITY}, bucket.tokens + extract(epoch FROM now() - bucket.refilled_at) * CAST(:rate AS double precision))`

const TAKE = `
  INSERT INTO integration_rate_buckets AS bucket (integration_id, tokens, granted, refilled_at)
  VALUES (CAST(:id AS int), GREATEST(${CAPACITY} - LEAST(${WANTED}, floor(${CAPACITY})), 0), LEAST(${WANTED}, floor(${CAPACITY})), now())
  ON CONFLICT (integration_id) DO UPDATE SET
    granted = LEAST(${WANTED}, floor(${AVAILABLE})),
    tokens = ${AVAILABLE} - LEAST(${WANTED}, floor(${AVAILABLE})),
    refilled_at = now()
  RETURNING tokens, granted`

export interface Grant {
  /** How many calls may be made now. */
  granted: number
  /** For each call refused, how long from now until a token is there for it. */
  waitsMs: number[]
}

/** Takes up to `wanted` tokens from an integration's bucket, which holds one second's worth. */
export async function takeTokens(client: QueryClientContract, integrationId: number, wanted: number, rate: number): Promise<Grant> {
  const capacity = Math.max(1, rate)
  const { rows } = await client.rawQuery(TAKE, { id: integrationId, wanted, capacity, rate })
  const granted = Number(rows[0].granted)
  const left = Number(rows[0].tokens)
  const waitsMs = Array.from({ length: wanted - granted }, (_, index) => Math.ceil(((index + 1 - left) / rate) * 1000))
  return { granted, waitsMs }
}
