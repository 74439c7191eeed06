/*
 * The contract between the delivery pipeline and the platform adapters.
 *
 * An adapter knows one platform's documented HTTP API: how to check that
 * an owner's credentials work, and how to hand one member to it. It never
 * touches the database; the pipeline decides when to call it, records
 * every attempt, and retries by the error's kind.
 */
import type { Got } from 'got'

/** Where a destination sends members. */
export type IntegrationKind = 'email' | 'sms' | 'sheets' | 'webhook'

/** What the owner typed in, decrypted only for the call. `apiKey` and `listId` are the spec's fields. */
export interface Credentials {
  apiKey?: string
  listId?: string | null
  /** Extra fields named by the catalogue entry (account URL, secret, SID, region, sender, ...). */
  [field: string]: string | null | undefined
}

/** One approved (or captured) member, as every destination receives it. */
export interface MemberContact {
  memberRequestId: string
  email: string | null
  firstName: string
  lastName: string
  /** E.164 when one was captured. */
  phone: string | null
  profileUrl: string | null
  location: string | null
  groupId: number
  groupName: string
  answers: { question: string; answer: string }[]
  tags: string[]
  /** ISO 8601. */
  requestedAt: string
  decidedAt: string | null
  /** The rendered welcome text, for SMS destinations that send one. */
  welcomeText: string | null
}

export interface AdapterContext {
  /** got with the product's timeouts and no retries of its own (the pipeline retries). */
  http: Got
  /**
   * The platform's API root: the documented one, or the override from
   * PLATFORM_BASE_URLS so tests and staging can point at local servers.
   */
  baseUrl: string
  signal?: AbortSignal
  /**
   * Stable across the attempts of one delivery (`memberRequestId:integrationId`),
   * so destinations that accept an idempotency key can drop repeats.
   */
  deliveryId?: string
}

export interface DeliveryOutcome {
  /** The platform's id for the contact or message, when it returns one. */
  externalId?: string
  /** True when the platform said the member was already there (counted as delivered). */
  alreadyPresent?: boolean
  statusCode?: number
}

export interface PlatformAdapter {
  /** Catalogue id, lowercase. */
  platform: string
  kind: IntegrationKind
  /** Throws IntegrationError when the credentials or list do not work. */
  test(credentials: Credentials, context: AdapterContext): Promise<void>
  deliver(member: MemberContact, credentials: Credentials, context: AdapterContext): Promise<DeliveryOutcome>
}

/**
 * Why a call failed, which decides what the pipeline does next:
 * `auth`, `not_found` and `invalid` are permanent (stop, mark the
 * integration as needing attention, notify the owner); `rate_limited`
 * waits `retryAfterMs`; `transient` (timeouts, 5xx, network) backs off.
 */
export type IntegrationErrorKind = 'auth' | 'not_found' | 'invalid' | 'rate_limited' | 'transient'

/**
 * Set on an `invalid` error when the member, not the platform, makes the
 * delivery impossible (no email for an email platform, no phone or no
 * welcome text for an SMS one): the delivery is skipped and the
 * integration needs no attention.
 */
export type MemberGap = 'missing_email' | 'missing_phone' | 'missing_message'

export class IntegrationError extends Error {
  constructor(
    message: string,
    readonly kind: IntegrationErrorKind,
    readonly details: {
      statusCode?: number
      retryAfterMs?: number
      /** What the platform said, for the server's log only: owners read `message`, our own words. */
      platformMessage?: string
      memberGap?: MemberGap
      /** The request field at fault (`credentials.accountUrl`, `apiKey`), so a connection test answers with a field message. */
      field?: string
    } = {}
  ) {
    super(message)
    this.name = 'IntegrationError'
  }

  get permanent() {
    return this.kind === 'auth' || this.kind === 'not_found' || this.kind === 'invalid'
  }
}
