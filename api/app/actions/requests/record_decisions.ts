import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  countsTowardHourlyLimit,
  decisionRow,
  delivers,
  followUps,
  replacesEarlierActions,
  welcomes,
  type DecisionRow,
  type Outcome,
  type Welcome,
} from '#domain/decision_outcomes'
import { RECORD_RULE_APPROVALS, type DecidingGroup, type HourWindow } from '#services/requests/deciding_group'
import { WelcomeComposer, type WelcomeRecipient } from '#services/requests/welcome_messages'
import { queueDeliveries } from '#services/deliveries/queue_deliveries'
import { applyDecisions, queueExtensionActions, type QueuedAction } from '#services/extension/extension_action_queue'
import ReleaseHeldApprovals from '#jobs/release_held_approvals'

/** A request being decided: a stored one by its id, or one its caller stores itself (a capture's new rows) by a key. */
export type DecidedRequest = ({ id: number } | { key: string }) & WelcomeRecipient & { groupId: number }

interface GroupRound {
  ownerId: number
  welcome: WelcomeComposer
  /** The hour the rules' approvals count in; absent when only the owner decides. */
  window: HourWindow | null
  approvalsBefore: number
  approvals: number
  /** The earliest moment a release is owed to the group's held requests. */
  releaseAt: Date | null
}

interface Recorded {
  request: DecidedRequest
  outcome: Outcome
  row: DecisionRow
  welcome: Welcome
}

/**
 * One round of decisions, inside RecordDecisions' transaction: the groups
 * whose requests are decided, and each request's outcome as its decider
 * reached it. What to store for a request comes back at once, so a caller
 * that writes its own rows stores it with them.
 */
export class DecisionRound {
  readonly #groups = new Map<number, GroupRound>()
  readonly #recorded: Recorded[] = []
  readonly #ids = new Map<string, number>()
  /** While the owner's automation is paused (a trial ended unpaid) the extension is given no work. */
  automationPaused = false

  constructor(
    readonly trx: TransactionClientContract,
    readonly now: Date
  ) {}

  /**
   * A group taking part. `turn` carries the welcome variants' rotation on
   * from earlier rounds; `window`, given when the rules decide, is the hour
   * their approvals count in.
   */
  join({ group, template, approvalsThisHour }: DecidingGroup, options: { turn: number; window?: HourWindow }) {
    this.#groups.set(group.id, {
      ownerId: group.userId,
      welcome: new WelcomeComposer(group, template, options.turn),
      window: options.window ?? null,
      approvalsBefore: approvalsThisHour,
      approvals: approvalsThisHour,
      releaseAt: null,
    })
  }

  /** The rules' approvals in the group's hour so far, this round's included. */
  approvalsThisHour(groupId: number) {
    return this.#groups.get(groupId)?.approvals ?? 0
  }

  /** Records a request's outcome; returns the decision to store for it. */
  decide(request: DecidedRequest, outcome: Outcome): DecisionRow {
    const group = this.#groups.get(request.groupId)
    if (!group) throw new Error(`Group ${request.groupId} has not joined this round of decisions`)
    const welcome: Welcome = {
      message: welcomes(outcome) ? group.welcome.compose(request) : null,
      tagMember: group.welcome.tagsMembers,
    }
    if (countsTowardHourlyLimit(outcome)) group.approvals += 1
    const row = decisionRow(outcome, welcome, { now: this.now, ownerId: group.ownerId })
    if (row.held_until) this.owesRelease(request.groupId, row.held_until)
    this.#recorded.push({ request, outcome, row, welcome })
    return row
  }

  /** Held requests of the group wait for a release at `at`. */
  owesRelease(groupId: number, at: Date) {
    const group = this.#groups.get(groupId)!
    if (!group.releaseAt || at < group.releaseAt) group.releaseAt = at
  }

  /** The ids of the requests the caller stored itself, by their keys. */
  stored(ids: Map<string, number>) {
    for (const [key, id] of ids) this.#ids.set(key, id)
  }

  idOf(request: DecidedRequest) {
    const id = 'id' in request ? request.id : this.#ids.get(request.key)
    if (id === undefined) throw new Error(`A request decided by key (${'key' in request ? request.key : ''}) was never stored`)
    return id
  }

  get recorded(): readonly Recorded[] {
    return this.#recorded
  }

  get groups(): ReadonlyMap<number, GroupRound> {
    return this.#groups
  }
}

export interface RecordDecisionsInput<Result> {
  now?: Date
  /**
   * Loads what the decider needs and decides in the round. Stored requests
   * are written by RecordDecisions; requests decided by key are written by
   * `decide` itself, which then hands their ids to `round.stored`.
   */
  decide: (round: DecisionRound) => Promise<Result>
}

/**
 * The one path every decision takes, whoever decides: records each
 * request's outcome and its consequences (see decision_outcomes.ts) in one
 * transaction, in a fixed number of queries whatever the number of
 * requests: the decisions of stored requests, withdrawn actions an owner's
 * decision replaces, the groups' hourly approval counts, deliveries to the
 * integrations, the extension's actions with the templates' uses. Once the
 * transaction commits, held approvals get their release job.
 */
export class RecordDecisions {
  async handle<Result>({ now = new Date(), decide }: RecordDecisionsInput<Result>): Promise<Result> {
    const { result, releases } = await db.transaction(async (trx) => {
      const round = new DecisionRound(trx, now)
      const decided = await decide(round)
      await this.#recordConsequences(round)
      const owed = [...round.groups].flatMap(([groupId, { releaseAt }]) => (releaseAt ? [{ groupId, releaseAt }] : []))
      return { result: decided, releases: owed }
    })
    for (const { groupId, releaseAt } of releases) await ReleaseHeldApprovals.schedule(groupId, releaseAt)
    return result
  }

  async #recordConsequences(round: DecisionRound) {
    const { trx, now } = round
    const recorded = round.recorded.map((entry) => ({ ...entry, id: round.idOf(entry.request) }))

    const replaced = recorded.filter(({ outcome }) => replacesEarlierActions(outcome)).map(({ id }) => id)
    if (replaced.length) {
      await trx.from('extension_actions').whereIn('member_request_id', replaced).where('status', 'pending').delete()
    }
    const updates = recorded.filter(({ request }) => 'id' in request).map(({ id, row }) => ({ id, ...row }))
    await applyDecisions(trx, updates, now)

    for (const [groupId, group] of round.groups) {
      if (group.window && group.approvals > group.approvalsBefore) {
        await trx.rawQuery(RECORD_RULE_APPROVALS, [group.window.start, group.approvals, groupId])
      }
    }

    await queueDeliveries(trx, recorded.filter(({ outcome }) => delivers(outcome)).map(({ id }) => id), 'approved', now)

    if (round.automationPaused) return
    // A round decides one owner's groups; their actions are queued as that owner's, one statement each.
    for (const ownerId of new Set([...round.groups.values()].map((group) => group.ownerId))) {
      const ownGroups = [...round.groups].filter(([, group]) => group.ownerId === ownerId)
      const actions: QueuedAction[] = recorded
        .filter(({ request }) => round.groups.get(request.groupId)!.ownerId === ownerId)
        .flatMap(({ id, request, outcome, welcome }) =>
          followUps(outcome, welcome).map((followUp) => ({ groupId: request.groupId, memberRequestId: id, ...followUp }))
        )
      const templateUses = ownGroups.flatMap(([, { welcome }]) =>
        welcome.template ? [{ id: welcome.template.id, uses: welcome.templateUses }] : []
      )
      await queueExtensionActions(trx, ownerId, actions, templateUses, now)
    }
  }
}
