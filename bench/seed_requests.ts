/*
 * Seeds stored member requests straight into PostgreSQL for the list and
 * dashboard benches: by default 1,000,000 requests across 1,000 groups and
 * 100 owners (10 groups each, requests spread at random over the groups),
 * created over the last 90 days, with the mix a busy install shows: about
 * half approved by the rules, some declined by them, some decided by hand
 * or on Facebook, a fifth still waiting for review. Most carry an email,
 * some a phone number, and each has its three answers.
 *
 * Everything is generated inside the database (generate_series), one
 * INSERT ... SELECT per table, in one transaction. Foreign-key triggers
 * are skipped while seeding when the database role may do so: the rows
 * point at owners and groups made in the same transaction. Afterwards
 * VACUUM ANALYZE leaves the table as autovacuum would in production
 * (planner statistics, visibility map), so it does not start in the middle
 * of a measurement.
 *
 * Run on its own against the development database (the product must have
 * started once so the schema exists), or any DATABASE_URL:
 *
 *   TS_NODE_PROJECT=api/tsconfig.json node --import ts-node-maintained/register/esm bench/seed_requests.ts [rows]
 */
import { pathToFileURL } from 'node:url'
import pg from 'pg'

export interface SeedOptions {
  databaseUrl: string
  rows?: number
  groups?: number
  owners?: number
  /** Existing accounts that own the first shares of groups (an owner the bench signs in as); new owners make up the rest. */
  ownerIds?: number[]
}

export interface SeedResult {
  rows: number
  ownerIds: number[]
  insertSeconds: number
  rowsPerSecond: number
  vacuumSeconds: number
}

const FIRST = ['Jane', 'Amani', 'José', 'Chloé', 'Wanjiru', 'Liam', 'Søren', 'Priya', 'Kofi', 'Mia']
const FIRST_ASCII = ['jane', 'amani', 'jose', 'chloe', 'wanjiru', 'liam', 'soren', 'priya', 'kofi', 'mia']
const LAST = ['Doe', 'Otieno', 'García', 'Dubois', 'Kamau', 'Smith', 'Jørgensen', 'Patel', 'Mensah', 'Müller']
const LAST_ASCII = ['doe', 'otieno', 'garcia', 'dubois', 'kamau', 'smith', 'jorgensen', 'patel', 'mensah', 'muller']
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com']
const PLACES = ['Nairobi, Kenya', 'Austin, Texas', 'London, United Kingdom', 'Lagos, Nigeria', 'Toronto, Canada', 'Zürich, Switzerland']
const TOPICS = ['Dog Owners', 'Puppy Training', 'Rescue Dogs', 'Home Bakers', 'Trail Runners', 'Plant Swap', 'Indie Makers', 'Parents Circle']
/** Answers to "Why do you want to join?": ones the rules approve, one with no required keyword, one with a blocked keyword. */
const WHY_APPROVED = [
  'I have two rescue dogs and want to learn more about training them properly.',
  'Yes, I agree to the group rules. I am a new puppy owner looking for advice.',
  'Looking to adopt a senior dog next month, my first rescue, and would love some tips first!',
]
const WHY_NO_KEYWORD = 'My neighbour recommended this group, she says the people here are very helpful.'
const WHY_BLOCKED = 'Earn $500 a day with crypto and forex, DM me for details!!!'
/** Reasons by r.reason (0, 1, 2); each row's answers agree with its reason. */
const DECLINE_REASONS = [['Answer contains blocked keyword "crypto"'], ['Account is 12 days old (minimum 30)'], ['Did not agree to the group rules']]
const REVIEW_REASONS = [
  ['No email address in the answers'],
  ['No required keyword in the answers ("dogs", "puppy", "rescue")'],
  ['Agreement to the group rules is not shown'],
]

const RULES = {
  enabled: true,
  requireEmail: true,
  requiredKeywords: ['dogs', 'puppy', 'rescue'],
  blockedKeywords: ['crypto', 'forex', 'giveaway'],
  maxApprovalsPerHour: 50,
  minAccountAgeDays: 30,
  requireAllAnswers: false,
  requireRulesAgreement: true,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: [],
}
const WELCOME = {
  enabled: true,
  message: 'Welcome to {group-name}, {first-name}!',
  personalizeWithName: true,
  tagNewMembers: false,
  variants: [],
  templateId: null,
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`
const sqlArray = (items: readonly string[]) => `ARRAY[${items.map(sqlText).join(', ')}]`
const jsonArrays = (lists: readonly string[][]) => `ARRAY[${lists.map((list) => `${sqlText(JSON.stringify(list))}::jsonb`).join(', ')}]`

/*
 * One row per generated request. Its kind decides status, decision and who
 * decided: 0 approved by the rules (48%), 1 declined by them (12%), 2
 * approved (12%) and 3 declined (6%) by hand after review, 4 approved on
 * Facebook (2%), 5 pending review (20%). Requests decided by hand were
 * decided within two days. The draws are sorted by creation time, so rows
 * go in (and get their ids) in the order they would have arrived; OFFSET 0
 * keeps each level's derived columns computed once per row.
 */
const INSERT_REQUESTS = `
  INSERT INTO member_requests (
    user_id, group_id, facebook_user_id, name, profile_url, profile_image_url, email, phone, answers,
    agreed_to_rules, joined_facebook_at, lives_in, groups_in_common, invited_by, requested_at,
    status, decision, reasons, decided_by, decided_by_user_id, decided_at, welcome_message, created_at, updated_at
  )
  SELECT
    r.user_id, r.group_id, r.facebook_user_id, r.first || ' ' || r.last,
    'https://www.facebook.com/profile.php?id=' || r.facebook_user_id,
    CASE WHEN r.i % 4 <> 0 THEN 'https://scontent.xx.fbcdn.net/v/t39.30808-1/' || r.facebook_user_id || '_n.jpg' END,
    r.email, r.phone,
    jsonb_build_array(
      jsonb_build_object('question', 'Why do you want to join?', 'answer', r.why),
      jsonb_build_object('question', 'What is your best email address?', 'answer', coalesce(r.email, 'rather not say')),
      jsonb_build_object('question', 'Phone number for our SMS updates', 'answer', coalesce(r.phone, ''))
    ),
    CASE WHEN r.reason <> 2 THEN true WHEN r.kind = 1 THEN false WHEN r.kind = 0 THEN true END,
    CASE WHEN r.kind = 1 AND r.reason = 1 THEN (r.created_at - interval '12 days')::date ELSE DATE '2009-01-01' + (r.i % 5000) END,
    (${sqlArray(PLACES)})[1 + r.i % ${PLACES.length}],
    r.i % 5, CASE WHEN r.i % 10 = 0 THEN 'Mary Wambui' END, r.created_at - interval '1 minute' * (r.i % 600),
    (ARRAY['approved', 'declined', 'approved', 'declined', 'approved', 'pending'])[1 + r.kind],
    (ARRAY['approve', 'decline', 'review', 'review', 'review', 'review'])[1 + r.kind],
    CASE r.kind WHEN 0 THEN '["Meets every auto-approval rule"]'::jsonb
                WHEN 1 THEN (${jsonArrays(DECLINE_REASONS)})[1 + r.reason]
                ELSE (${jsonArrays(REVIEW_REASONS)})[1 + r.reason] END,
    (ARRAY['rules', 'rules', 'owner', 'owner', 'facebook', NULL])[1 + r.kind],
    CASE WHEN r.kind IN (2, 3) THEN r.user_id END,
    CASE WHEN r.kind < 2 THEN r.created_at WHEN r.kind < 5 THEN r.decided_later END,
    CASE WHEN r.kind IN (0, 2, 4) THEN 'Welcome to ' || r.group_name || ', ' || r.first || '!' END,
    r.created_at,
    CASE WHEN r.kind IN (2, 3, 4) THEN r.decided_later ELSE r.created_at END
  FROM (
    SELECT
      s.*,
      ($2::bigint + s.seq)::text AS facebook_user_id,
      CASE WHEN s.kind = 1 AND s.reason = 0 THEN ${sqlText(WHY_BLOCKED)}
           WHEN s.kind > 1 AND s.reason = 1 THEN ${sqlText(WHY_NO_KEYWORD)}
           ELSE (${sqlArray(WHY_APPROVED)})[1 + s.i % ${WHY_APPROVED.length}] END AS why,
      CASE WHEN s.kind = 0 OR (s.contact < 0.85 AND NOT (s.kind > 1 AND s.reason = 0)) THEN
        (${sqlArray(FIRST_ASCII)})[1 + s.i % 10] || '.' || (${sqlArray(LAST_ASCII)})[1 + (s.i / 10) % 10] || (s.i % 10000)
        || '@' || (${sqlArray(DOMAINS)})[1 + (s.i / 100) % ${DOMAINS.length}] END AS email,
      CASE WHEN s.contact < 0.4 THEN '+2547' || lpad((s.i % 100000000)::text, 8, '0') END AS phone,
      least(s.created_at + interval '1 minute' * (s.i % 2880), now()) AS decided_later
    FROM (
      SELECT
        i, contact, reason, created_at, seq, group_id, user_id, group_name,
        (${sqlArray(FIRST)})[1 + i % 10] AS first, (${sqlArray(LAST)})[1 + (i / 10) % 10] AS last,
        CASE WHEN draw < 0.48 THEN 0 WHEN draw < 0.60 THEN 1 WHEN draw < 0.72 THEN 2
             WHEN draw < 0.78 THEN 3 WHEN draw < 0.80 THEN 4 ELSE 5 END AS kind
      FROM (
        SELECT drawn.*, g.id AS group_id, g.user_id, g.name AS group_name, row_number() OVER (ORDER BY created_at) AS seq
        FROM (
          SELECT
            i, 1 + floor(random() * $3)::int AS n, random() AS draw, random() AS contact, i % 3 AS reason,
            now() - random() * interval '90 days' AS created_at
          FROM generate_series(1, $1::int) AS i
        ) drawn
        JOIN unnest($4::int[], $5::int[], $6::text[]) WITH ORDINALITY AS g(id, user_id, name, n) ON g.n = drawn.n
        ORDER BY created_at
      ) ordered
      OFFSET 0
    ) s
    OFFSET 0
  ) r`

export async function seedRequests(options: SeedOptions): Promise<SeedResult> {
  const rows = options.rows ?? 1_000_000
  const groups = options.groups ?? 1_000
  const owners = options.owners ?? 100
  const given = options.ownerIds ?? []
  // Facebook ids and emails unique to this run, so seeding twice into one database adds rather than collides.
  const run = Date.now()
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const found = await client.query(`SELECT to_regclass('member_requests') AS name, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`)
    if (!found.rows[0].name) throw new Error('The database has no member_requests table yet: start the product once so its schema is created.')

    await client.query('BEGIN')
    await client.query('SET LOCAL synchronous_commit = off')
    // The draws are sorted by creation time in memory, so rows go in as they would have arrived.
    await client.query("SET LOCAL work_mem = '256MB'")
    if (found.rows[0].superuser) await client.query('SET LOCAL session_replication_role = replica')
    await client.query('SELECT setseed(0.42)')

    const inserted = await client.query(
      `INSERT INTO users (email, first_name, last_name, role, is_active, permissions, created_at, updated_at)
       SELECT 'seed-owner-' || $1 || '-' || n || '@example.test', (${sqlArray(FIRST)})[1 + n % 10], (${sqlArray(LAST)})[1 + (n / 10) % 10],
              'user', true, '[]', now() - interval '180 days' + interval '1 hour' * n, now()
       FROM generate_series(1, $2::int) AS n
       ORDER BY n
       RETURNING id`,
      [run, Math.max(0, owners - given.length)]
    )
    const ownerIds = [...given, ...inserted.rows.map((row: { id: number }) => row.id)]

    const groupBase = (run % 10_000_000_000) * 10_000
    const added = await client.query(
      `INSERT INTO groups (user_id, facebook_group_id, name, description, member_count, is_active, auto_approval, welcome_message, created_at, updated_at)
       SELECT ($1::int[])[1 + g % cardinality($1::int[])], ($2::bigint + g)::text,
              (${sqlArray(TOPICS)})[1 + g % ${TOPICS.length}] || ' ' || (g / ${TOPICS.length} + 1), '',
              500 + (g * 7919) % 250000, g % 20 <> 0, $4::jsonb, $5::jsonb,
              now() - interval '100 days' - interval '1 hour' * g, now()
       FROM generate_series(0, $3::int - 1) AS g
       RETURNING id, user_id, name, facebook_group_id`,
      [ownerIds, groupBase, groups, JSON.stringify(RULES), JSON.stringify(WELCOME)]
    )
    // In generate_series order: a request's n (from 1) picks the n-th group made.
    const made = (added.rows as { id: number; user_id: number; name: string; facebook_group_id: string }[])
      .map((row) => ({ ...row, g: Number(row.facebook_group_id) - groupBase }))
      .sort((a, b) => a.g - b.g)

    const started = performance.now()
    const result = await client.query(INSERT_REQUESTS, [
      rows,
      100_000_000_000 + (run % 1_000_000) * 10_000_000,
      groups,
      made.map((group) => group.id),
      made.map((group) => group.user_id),
      made.map((group) => group.name),
    ])
    await client.query('COMMIT')
    const insertSeconds = (performance.now() - started) / 1000

    const vacuumStarted = performance.now()
    await client.query('VACUUM (ANALYZE) member_requests')
    await client.query('ANALYZE groups')
    await client.query('ANALYZE users')
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000

    return { rows: result.rowCount ?? 0, ownerIds, insertSeconds, rowsPerSecond: (result.rowCount ?? 0) / insertSeconds, vacuumSeconds }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { resolveDatabase } = await import('../api/lib/embedded_database.js')
  const database = await resolveDatabase({ database: process.env.DB_DATABASE ?? 'joinflow' })
  try {
    const rows = Number(process.argv[2] ?? process.env.BENCH_ROWS ?? 1_000_000)
    const seeded = await seedRequests({ databaseUrl: database.url, rows })
    console.log(
      `Seeded ${seeded.rows.toLocaleString('en')} member requests for ${seeded.ownerIds.length} owners in ${seeded.insertSeconds.toFixed(1)} s ` +
        `(${Math.round(seeded.rowsPerSecond).toLocaleString('en')} rows/s); VACUUM ANALYZE ${seeded.vacuumSeconds.toFixed(1)} s.`
    )
  } finally {
    await database.stop()
  }
}
