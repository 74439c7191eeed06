/*
 * Member contact data kept no longer than the owner wants: erased once
 * every delivery of a member has succeeded (when the owner asks for that),
 * after the owner's retention period, or for one person on request. What
 * the statistics need (status, decision, dates, group) stays.
 */
import db from '@adonisjs/lucid/services/db'

const ERASE = `email = NULL, phone = NULL, answers = '[]'::jsonb, contact_erased_at = now(), updated_at = now()`

/** Erases the contacts of these requests whose owner erases after delivery and whose deliveries are all done. */
export async function eraseDeliveredContacts(memberRequestIds: number[]) {
  if (!memberRequestIds.length) return 0
  const { rowCount } = await db.rawQuery(
    `UPDATE member_requests mr SET ${ERASE}
     WHERE mr.id = ANY(?::bigint[]) AND mr.contact_erased_at IS NULL
       AND EXISTS (SELECT 1 FROM privacy_settings p WHERE p.user_id = mr.user_id AND p.erase_after_delivery)
       AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.member_request_id = mr.id AND d.status NOT IN ('delivered', 'skipped'))`,
    [memberRequestIds]
  )
  return rowCount ?? 0
}

/** Erases the contacts of requests older than each owner's retention period. */
export async function eraseExpiredContacts(now = new Date()) {
  const { rowCount } = await db.rawQuery(
    `UPDATE member_requests mr SET ${ERASE}
     FROM privacy_settings p
     WHERE p.user_id = mr.user_id AND p.retention_days IS NOT NULL AND mr.contact_erased_at IS NULL
       AND mr.created_at < ?::timestamptz - make_interval(days => p.retention_days)`,
    [now]
  )
  return rowCount ?? 0
}

/** Erases what an owner holds about one person, found by email (case-insensitive). */
export async function eraseByEmail(userId: number, email: string) {
  const { rowCount } = await db.rawQuery(
    `UPDATE member_requests SET ${ERASE} WHERE user_id = ? AND lower(email) = lower(?)`,
    [userId, email]
  )
  return rowCount ?? 0
}
