import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Group from '#models/group'
import MemberRequest from '#models/member_request'
import type User from '#models/user'
import ReleaseHeldApprovals from '#jobs/release_held_approvals'
import ReleaseOverdueHeldApprovals from '#jobs/release_overdue_held_approvals'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, capture, setRules } from '#tests/helpers/requests'
import type { ApiClient } from '@japa/api-client'

/*
 * Requests the rules approved past a group's hourly limit wait, held, for
 * the next window. Their release must never be lost: not when the job
 * scheduled for it fails for good, and not when another group's release
 * fails. The second test holds a group's row from another connection, so
 * these tests commit, with owners of their own.
 */

const MINUTE = 60_000

/** A group allowing one approval an hour, and three applicants the rules approve: one approved, two held. */
async function groupWithHeldRequests(client: ApiClient, owner: User) {
  const group = await makeGroup(owner)
  await setRules(group, { enabled: true, maxApprovalsPerHour: 1 })
  const response = await capture(client, owner, group.facebookGroupId, [applicant(), applicant(), applicant()])
  const ids: number[] = response.body().results.map(({ requestId }: { requestId: number }) => requestId)
  const heldUntil = (await MemberRequest.findOrFail(ids[1])).heldUntil!.toJSDate()
  return { group, ids, heldUntil }
}

async function statuses(ids: number[]) {
  const rows = await MemberRequest.query().whereIn('id', ids).orderBy('id')
  return rows.map(({ status }) => status)
}

/** The group's release job as pg-boss leaves it after its last retry failed. */
async function failForGood(group: Group) {
  const updated = await db
    .from('pgboss.job')
    .where('name', ReleaseHeldApprovals.jobName)
    .where('singleton_key', String(group.id))
    .whereIn('state', ['created', 'retry'])
    .update({ state: 'failed', completed_on: new Date() })
  return Number(updated)
}

test.group('Held approvals are never dropped', () => {
  test('a group whose release job failed for good is still released, one window at a time', async ({ client, assert }) => {
    const owner = await makeUser()
    const { group, ids, heldUntil } = await groupWithHeldRequests(client, owner)
    assert.deepEqual(await statuses(ids), ['approved', 'pending', 'pending'])
    assert.equal(await failForGood(group), 1)

    const sweep = new ReleaseOverdueHeldApprovals()
    await sweep.handle(null, undefined, new Date(heldUntil.getTime() + 10 * MINUTE))
    assert.deepEqual(await statuses(ids), ['approved', 'approved', 'pending'])
    // The one the window had no room for waits for the next window, with a job of its own.
    const waiting = await MemberRequest.findOrFail(ids[2])
    assert.equal(waiting.heldUntil!.toMillis(), heldUntil.getTime() + 60 * MINUTE)
    const next = await db
      .from('pgboss.job')
      .where('name', ReleaseHeldApprovals.jobName)
      .where('singleton_key', String(group.id))
      .where('state', 'created')
      .first()
    assert.equal(new Date(next.start_after).getTime(), heldUntil.getTime() + 60 * MINUTE)

    // Nothing is released before that window, even by a sweep.
    await sweep.handle(null, undefined, new Date(heldUntil.getTime() + 30 * MINUTE))
    assert.deepEqual(await statuses(ids), ['approved', 'approved', 'pending'])

    // That job fails for good too: the sweep after the next window opens still releases it.
    await failForGood(group)
    await sweep.handle(null, undefined, new Date(heldUntil.getTime() + 70 * MINUTE))
    assert.deepEqual(await statuses(ids), ['approved', 'approved', 'approved'])
    assert.isNull((await MemberRequest.findOrFail(ids[2])).heldUntil)
  })

  test('a group that cannot be released now holds up no other group, and is released by the next sweep', async ({ client, assert }) => {
    const owner = await makeUser()
    const busy = await groupWithHeldRequests(client, owner)
    const other = await groupWithHeldRequests(client, owner)
    const at = new Date(Math.max(busy.heldUntil.getTime(), other.heldUntil.getTime()) + 10 * MINUTE)
    const sweep = new ReleaseOverdueHeldApprovals()

    // Another decision holds the busy group's row (a large capture batch, say) through the whole sweep.
    let releaseLock!: () => void
    const lockHeld = new Promise<void>((resolve) => (releaseLock = resolve))
    let locked!: () => void
    const lockTaken = new Promise<void>((resolve) => (locked = resolve))
    const holder = db.transaction(async (trx) => {
      await trx.rawQuery('SELECT id FROM groups WHERE id = ? FOR NO KEY UPDATE', [busy.group.id])
      locked()
      await lockHeld
    })
    await lockTaken
    try {
      await sweep.handle({ lockTimeoutMs: 200 }, undefined, at)
    } finally {
      releaseLock()
      await holder
    }
    assert.deepEqual(await statuses(other.ids), ['approved', 'approved', 'pending'])
    assert.deepEqual(await statuses(busy.ids), ['approved', 'pending', 'pending'])

    await sweep.handle({ lockTimeoutMs: 200 }, undefined, at)
    assert.deepEqual(await statuses(busy.ids), ['approved', 'approved', 'pending'])
  }).timeout(20_000)

})
