/**
 * The database's checks, as any visitor could make them: the anon key and the two functions the
 * deploy-doctor migration opened to anon, schema_version() and deploy_status()
 * (supabase/schemas/09_deploy.sql). Both only read; nothing else is called.
 */
import { RETENTION_ENDS_AT, RSVP_CLOSES_AT } from '../../src/config/wedding.ts'
import { LIVE_TABLES } from '../../src/data/types.ts'
import { request, type Answer } from './net.ts'
import { fail, pass, skip, type Check } from './report.ts'

/** What this copy of the site expects of its database (supabase/migrations). */
export interface ExpectedSchema {
  /** Every migration's name (file name without .sql), in the order they apply. */
  migrations: string[]
  /** The last one: the database must have applied it. */
  latest: string
  /** The release the last migration belongs to (released, or the coming one). */
  release: string
}

const PUSH =
  'run `npx supabase db push` from this folder (after `npx supabase link`, see the README), then run the doctor again.'

/** Text from the database is printed only when it has the shape expected. */
const MIGRATION = /^[0-9]{14}_[a-z0-9_]+$/
const RELEASE = /^[0-9]+\.[0-9]+\.[0-9]+$/
const TABLE = /^[a-z_]+\.[a-z_]+$/

function supabaseHeaders(anonKey: string): Record<string, string> {
  return {
    apikey: anonKey,
    // A legacy JWT also goes in Authorization; the new publishable keys only in apikey.
    ...(anonKey.startsWith('eyJ') ? { authorization: `Bearer ${anonKey}` } : {}),
    'content-type': 'application/json',
    accept: 'application/json',
  }
}

function errorCode(answer: Answer): string | null {
  if (!answer.ok) return null
  const code = (answer.json as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[A-Z0-9]{3,10}$/.test(code) ? code : null
}

export function versionCheck(
  db: { release?: unknown; migration?: unknown },
  expected: ExpectedSchema,
): Check {
  const name = 'Database version'
  const migration =
    typeof db.migration === 'string' && MIGRATION.test(db.migration) ? db.migration : null
  const release = typeof db.release === 'string' && RELEASE.test(db.release) ? db.release : '?'
  if (!migration) {
    return fail(
      name,
      'schema_version() answered something unexpected.',
      `make sure VITE_SUPABASE_URL is your site's project, then ${PUSH}`,
    )
  }
  if (migration === expected.latest) {
    return pass(
      name,
      `release ${release}, last migration ${migration}, as this copy of the site expects`,
    )
  }
  const index = expected.migrations.indexOf(migration)
  if (index >= 0) {
    const behind = expected.migrations.length - 1 - index
    return fail(
      name,
      `the database is at release ${release} (last migration ${migration}), ${behind} migration${behind === 1 ? '' : 's'} behind this copy of the site (${expected.latest}).`,
      PUSH,
    )
  }
  if (migration > expected.latest) {
    return fail(
      name,
      `the database is newer than this copy of the site: its last migration, ${migration} (release ${release}), is not in supabase/migrations.`,
      'update this copy (git pull) before you deploy from it, so that the site matches its database.',
    )
  }
  return fail(
    name,
    `the database's last migration, ${migration}, is not one of this copy's supabase/migrations.`,
    `make sure VITE_SUPABASE_URL is your site's project, then ${PUSH}`,
  )
}

const LIVE = LIVE_TABLES.map((t) => `public.${t}`).sort()

/** The couple's dates as this copy of the site has them (src/config/wedding.ts). */
export const SITE_DATES = {
  rsvp_closes_at: RSVP_CLOSES_AT,
  retention_ends_at: RETENTION_ENDS_AT,
} as const

const DATE_NAMES = {
  rsvp_closes_at: 'the RSVP deadline (RSVP_CLOSES_AT)',
  retention_ends_at: "the removal of guests' contact details (RETENTION_ENDS_AT)",
} as const

export function statusChecks(
  status: {
    has_active_admin?: unknown
    realtime_missing?: unknown
    retention_job?: unknown
    photos_bucket?: unknown
    wedding_dates?: unknown
  },
  site: { rsvp_closes_at: Date; retention_ends_at: Date } = SITE_DATES,
): Check[] {
  const checks: Check[] = []
  const missing = Array.isArray(status.realtime_missing)
    ? status.realtime_missing.filter((t): t is string => typeof t === 'string' && TABLE.test(t))
    : null
  if (missing === null) {
    checks.push(fail('Realtime', 'deploy_status() did not say which tables are live.', PUSH))
  } else if (missing.length === 0) {
    checks.push(
      pass(
        'Realtime',
        `${LIVE.map((t) => t.slice('public.'.length)).join(', ')} are in the supabase_realtime publication: open pages update by themselves`,
      ),
    )
  } else {
    const tables = missing.map((t) => t.replace(/^public\./, ''))
    checks.push(
      fail(
        'Realtime',
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the supabase_realtime publication: open pages will not show new ${tables.join(', ')} until they are reloaded.`,
        `in Supabase → Database → Publications → supabase_realtime, turn on ${tables.join(', ')}; or run in the SQL editor: alter publication supabase_realtime add table ${missing.join(', ')};`,
      ),
    )
  }

  const job = status.retention_job
  if (job === 'scheduled') {
    checks.push(
      pass(
        'Retention job',
        "scheduled: pg_cron removes guests' contact details every day after RETENTION_ENDS_AT",
      ),
    )
  } else if (job === 'no_pg_cron') {
    checks.push(
      pass(
        'Retention job',
        "not applicable: this database has no pg_cron (Supabase has it), so nothing removes guests' contact details on its own after RETENTION_ENDS_AT",
      ),
    )
  } else if (job === 'missing') {
    checks.push(
      fail(
        'Retention job',
        "pg_cron is on, but the daily job that removes guests' contact details after RETENTION_ENDS_AT is not scheduled.",
        "run in Supabase's SQL editor: select cron.schedule('guests-data-retention', '17 6 * * *', 'select private.apply_retention(now())');",
      ),
    )
  } else {
    checks.push(fail('Retention job', 'deploy_status() did not say.', PUSH))
  }

  // The guests' photos' bucket (supabase/schemas/10_guest_photos.sql): the migration creates it
  // private; a public one would let anyone read every photo, pending and hidden ones included.
  const bucket = status.photos_bucket
  if (bucket === 'private') {
    checks.push(
      pass(
        'Photos bucket',
        "the Storage bucket guest-photos exists and is private: guests' photos are read only through signed URLs",
      ),
    )
  } else if (bucket === 'public') {
    checks.push(
      fail(
        'Photos bucket',
        "the Storage bucket guest-photos is public: anyone with a photo's path can read it, even one the couple have not approved.",
        "in Supabase → Storage → guest-photos → Edit bucket, turn 'Public bucket' off; or run in the SQL editor: update storage.buckets set public = false where id = 'guest-photos';",
      ),
    )
  } else if (bucket === 'missing') {
    checks.push(
      fail(
        'Photos bucket',
        "there is no Storage bucket guest-photos: guests' photos cannot be sent (/fotos).",
        PUSH,
      ),
    )
  } else if (bucket === 'no_storage') {
    checks.push(
      pass(
        'Photos bucket',
        "not applicable: this database has no Supabase Storage, so guests' photos cannot be sent to it",
      ),
    )
  } else {
    checks.push(fail('Photos bucket', 'deploy_status() did not say.', PUSH))
  }

  // The couple's dates: the database enforces its own copy (docs/decisions/0024-settings.md).
  const dates =
    typeof status.wedding_dates === 'object' && status.wedding_dates !== null
      ? (status.wedding_dates as Record<string, unknown>)
      : null
  if (!dates) {
    checks.push(fail('Wedding dates', 'deploy_status() did not say.', PUSH))
  } else {
    const wrong = (Object.keys(DATE_NAMES) as (keyof typeof DATE_NAMES)[]).filter((key) => {
      const held = dates[key]
      return typeof held !== 'string' || Date.parse(held) !== site[key].getTime()
    })
    if (wrong.length === 0) {
      checks.push(
        pass(
          'Wedding dates',
          'the database holds the RSVP deadline and the retention date of src/config/wedding.ts',
        ),
      )
    } else {
      checks.push(
        fail(
          'Wedding dates',
          `the database does not hold ${wrong.map((key) => DATE_NAMES[key]).join(' nor ')} of src/config/wedding.ts: it would take answers or remove data at other times than the site says.`,
          "log in at /dev on the deployed site and press 'Usar as datas do site' at the top of the panel.",
        ),
      )
    }
  }

  if (status.has_active_admin === true) {
    checks.push(pass('Admin', 'at least one active admin can log in to the panel at /dev'))
  } else if (status.has_active_admin === false) {
    checks.push(
      fail(
        'Admin',
        'there is no active admin: nobody can log in to the panel at /dev.',
        "in Supabase's SQL editor run: select public.create_admin('noivos', 'voces@exemplo.com', 'uma-senha-forte'); with your own user name, e-mail and a strong password.",
      ),
    )
  } else {
    checks.push(fail('Admin', 'deploy_status() did not say.', PUSH))
  }
  return checks
}

/** Every database check, in order; a failure early on skips those that depend on it. */
export async function checkDatabase(
  supabase: { url: string; anonKey: string },
  expected: ExpectedSchema,
  fetchImpl: typeof fetch,
): Promise<Check[]> {
  const host = new URL(supabase.url).host
  const rpc = (fn: string) =>
    request(fetchImpl, `${supabase.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: supabaseHeaders(supabase.anonKey),
      body: '{}',
    })
  const skipped = (why: string) =>
    skip('Database', `the other database checks were not made: ${why}`)

  const version = await rpc('schema_version')
  if (!version.ok) {
    return [
      fail(
        'Supabase',
        `could not reach ${version.host}: ${version.reason}.`,
        'check VITE_SUPABASE_URL and your internet connection. A free Supabase project pauses after a week without visits: restore it in the Supabase dashboard.',
      ),
      skipped('Supabase could not be reached'),
    ]
  }
  if (version.status === 401 || version.status === 403) {
    return [
      fail(
        'Supabase',
        `${host} refused the anon key (HTTP ${version.status}): the site could not read its data.`,
        "copy this project's anon public key (Supabase → Project Settings → API Keys) into VITE_SUPABASE_ANON_KEY, in .env and in Netlify, then deploy again.",
      ),
      skipped('the anon key was refused'),
    ]
  }
  const is404 = version.status === 404 && errorCode(version) === 'PGRST202'
  if (!is404 && (version.status !== 200 || typeof version.json !== 'object' || !version.json)) {
    return [
      fail(
        'Supabase',
        `${host} answered HTTP ${version.status} instead of Supabase's database API.`,
        'check that VITE_SUPABASE_URL is the Project URL (https://<project>.supabase.co) and that the project is running (not paused) in the Supabase dashboard.',
      ),
      skipped("Supabase's database API did not answer"),
    ]
  }
  const checks: Check[] = [pass('Supabase', `reachable at ${host} with the anon key`)]
  if (is404) {
    checks.push(
      fail(
        'Database version',
        `the database is at release 1.0.0 or older (it has no schema_version()); this copy of the site needs release ${expected.release} (${expected.latest}).`,
        PUSH,
      ),
      skipped('the database must be updated first'),
    )
    return checks
  }
  checks.push(versionCheck(version.json as Record<string, unknown>, expected))

  const status = await rpc('deploy_status')
  if (!status.ok) {
    checks.push(
      fail(
        'Database status',
        `could not reach ${status.host}: ${status.reason}.`,
        'check your internet connection and run the doctor again.',
      ),
    )
    return checks
  }
  if (status.status !== 200 || typeof status.json !== 'object' || !status.json) {
    checks.push(
      fail(
        'Database status',
        `deploy_status() answered HTTP ${status.status}${errorCode(status) ? ` (${errorCode(status)})` : ''}.`,
        PUSH,
      ),
    )
    return checks
  }
  checks.push(...statusChecks(status.json as Record<string, unknown>))
  return checks
}
