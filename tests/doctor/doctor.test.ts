// `npm run doctor` against a deployment on this machine (tests/doctor/harness.ts): the database
// on PGlite with the real SQL behind Supabase's HTTP edge, the functions' health reports over
// HTTP with Stripe faked at its HTTP edge. A correct setup passes every check; each
// misconfiguration, planted one at a time, gives its own ✗ line with its fix, and nothing else
// fails. The lines are read as the couple reads them.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { version } from '../../package.json'
import { runDoctor } from '../../scripts/doctor/doctor'
import { KEY_VARIABLES } from '../../scripts/doctor/env-checks'
import { expectedSchema } from '../../scripts/doctor/schema'
import { applySchema, createPglite, readSql } from '../../supabase/database.mjs'
import { setWeddingDates } from '../db/pglite'
import { releasedMigrations } from '../../supabase/releases.mjs'
import { SITE_URL } from '@/config/wedding'
import {
  ANON_KEY,
  closedAddress,
  fakeStripeAccount,
  GOOD_ENDPOINT,
  mappedFetch,
  OLD_SERVICE_KEY,
  SERVICE_KEY,
  SITE,
  startFunctions,
  startSupabase,
  STRIPE_LIVE_KEY,
  STRIPE_TEST_KEY,
  SUPABASE,
  WEBHOOK_SECRET,
  type FakeEndpoint,
  type Served,
} from './harness'

type Env = Record<string, string | undefined>

/** The couple's .env: the public settings (the functions' secrets live in Netlify). */
const GOOD_ENV: Env = {
  VITE_DATA_BACKEND: 'supabase',
  VITE_SUPABASE_URL: SUPABASE,
  VITE_SUPABASE_ANON_KEY: ANON_KEY,
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51DoctorPublishable0123456789',
  VITE_EMAILJS_PUBLIC_KEY: 'emailjsPublicKey123',
  VITE_EMAILJS_SERVICE_ID: 'service_casamento',
  VITE_EMAILJS_TEMPLATE_SIM: 'template_sim',
  VITE_EMAILJS_TEMPLATE_NAO: 'template_nao',
  SITE_URL: SITE,
}

/** Netlify's environment, as the functions see it. */
const GOOD_NETLIFY: Env = {
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SUPABASE_URL: SUPABASE,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  SITE_URL: SITE,
  URL: SITE,
  VITE_SUPABASE_URL: SUPABASE,
}

const EXPECTED = expectedSchema(version)
const SITE_HOST = new URL(SITE).host
const SUPABASE_HOST = new URL(SUPABASE).host

let current: PGlite
let oldDb: PGlite
let supabase: Served & { anonCalls: string[] }
let oldSupabase: Served & { anonCalls: string[] }

beforeAll(async () => {
  current = await createPglite()
  await current.exec("select public.create_admin('noivos', 'voces@exemplo.com', 'uma-senha-forte')")
  // The couple's dates, as /dev copies them from src/config/wedding.ts.
  await setWeddingDates(current)
  // A database of the last release before this copy's latest migration (1.0.0: no
  // schema_version()); supabase db push not run since.
  const lastOfFirstRelease = [...releasedMigrations().keys()].sort().at(-1)
  oldDb = await createPglite({ schema: false })
  await applySchema(oldDb, { through: lastOfFirstRelease })
  await oldDb.exec("select public.create_admin('noivos', 'voces@exemplo.com', 'uma-senha-forte')")
  supabase = await startSupabase(current)
  oldSupabase = await startSupabase(oldDb)
  // Two databases on a busy 2-core machine.
}, 240_000)

afterAll(async () => {
  await supabase?.close()
  await oldSupabase?.close()
  await current?.close()
  await oldDb?.close()
})

interface Scenario {
  env?: Env
  netlify?: Env
  functionsEnv?: Env | null
  stripeKeys?: string[]
  endpoints?: FakeEndpoint[]
  /** Host -> server overrides (e.g. nothing listening at the site's address). */
  hosts?: Record<string, string>
  database?: 'current' | 'old'
  expected?: typeof EXPECTED
}

async function doctor(scenario: Scenario = {}) {
  const env = scenario.env ?? GOOD_ENV
  const netlify = scenario.netlify ?? GOOD_NETLIFY
  const db = scenario.database === 'old' ? oldSupabase : supabase
  const stripe = fakeStripeAccount(scenario.stripeKeys, scenario.endpoints)
  // The functions reach Supabase by its public name too.
  const functions = await startFunctions(
    netlify,
    stripe.client,
    mappedFetch({ [SUPABASE_HOST]: db.url }),
  )
  const lines: string[] = []
  const before = db.anonCalls.length
  try {
    const code = await runDoctor({
      env,
      envFile: '.env',
      functionsEnv: scenario.functionsEnv ?? null,
      functionsEnvFile: scenario.functionsEnv ? 'functions.env' : null,
      fetch: mappedFetch({
        [SITE_HOST]: functions.url,
        [SUPABASE_HOST]: db.url,
        ...scenario.hosts,
      }),
      write: (line) => lines.push(...line.split('\n')),
      expected: scenario.expected ?? EXPECTED,
      weddingSiteUrl: SITE_URL,
      release: version,
    })
    const output = lines.join('\n')
    // Never a secret, whatever happened: no value of any key variable of either file.
    const secrets = [env, netlify, scenario.functionsEnv ?? {}]
      .flatMap((source) => KEY_VARIABLES.map((name) => source[name]))
      .concat([
        ANON_KEY,
        SERVICE_KEY,
        OLD_SERVICE_KEY,
        STRIPE_TEST_KEY,
        STRIPE_LIVE_KEY,
        WEBHOOK_SECRET,
      ])
      .filter((value): value is string => Boolean(value))
    expect(secrets.filter((value) => output.includes(value))).toEqual([])
    // No stack trace, ever.
    expect(output).not.toMatch(/^\s+at /m)
    // The database was asked only what any visitor may ask.
    const asked = db.anonCalls.slice(before)
    for (const call of asked) {
      expect(['POST /rest/v1/rpc/schema_version', 'POST /rest/v1/rpc/deploy_status']).toContain(
        call,
      )
    }
    return {
      code,
      lines,
      output,
      failures: lines.filter((l) => l.startsWith('✗')),
      passes: lines.filter((l) => l.startsWith('✓')),
      skipped: lines.filter((l) => l.startsWith('–')),
      stripeCalls: stripe.calls,
    }
  } finally {
    await functions.close()
  }
}

const without = (env: Env, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !names.includes(k)))

describe('npm run doctor', () => {
  it('passes every check of a correct deployment, and exits 0', async () => {
    const r = await doctor()
    expect(r.failures).toEqual([])
    expect(r.skipped).toEqual([])
    expect(r.code).toBe(0)
    expect(r.lines).toContain(`✓ VITE_SUPABASE_URL: ${SUPABASE}`)
    expect(r.lines).toContain(`✓ Supabase: reachable at ${SUPABASE_HOST} with the anon key`)
    expect(r.lines).toContain(
      `✓ Database version: release ${version}, last migration ${EXPECTED.latest}, as this copy of the site expects`,
    )
    expect(r.lines).toContain(
      '✓ Realtime: day_of_changes, gifts, guest_photo_changes, messages, photos are in the supabase_realtime publication: open pages update by themselves',
    )
    expect(r.lines).toContain('✓ Admin: at least one active admin can log in to the panel at /dev')
    // PGlite has no pg_cron: nothing to schedule, not a failure.
    expect(r.output).toMatch(/^✓ Retention job: not applicable: this database has no pg_cron/m)
    // Nor Supabase Storage: the guests' photos' bucket is not applicable either.
    expect(r.output).toMatch(
      /^✓ Photos bucket: not applicable: this database has no Supabase Storage/m,
    )
    for (const name of [
      'create-checkout-session',
      'cancel-checkout',
      'stripe-webhook',
      'guest-photos',
    ])
      expect(r.lines).toContain(`✓ ${name}: answers (release ${version}); its variables are set`)
    expect(r.lines).toContain('✓ Stripe secret key: Stripe accepts it (test mode)')
    expect(r.lines).toContain("✓ Stripe keys' mode: both keys are test keys")
    expect(r.lines).toContain(
      `✓ Stripe webhook: Stripe (test mode) sends the four checkout events to ${SITE}/.netlify/functions/stripe-webhook`,
    )
    expect(r.lines).toContain(
      "✓ Functions' database key: Supabase accepts SUPABASE_SERVICE_ROLE_KEY: the functions can record payments",
    )
    expect(r.lines).toContain(
      "✓ Functions' Supabase project: the same as the site's (VITE_SUPABASE_URL)",
    )
    expect(r.lines).toContain(
      '✓ EmailJS: on: public key, service and both templates (attending and not attending) are set',
    )
    expect(r.lines.at(-1)).toBe(`All ${r.passes.length} checks passed.`)
  })

  it('a missing anon key: its own ✗ line with the fix, the database left unchecked', async () => {
    const r = await doctor({ env: without(GOOD_ENV, 'VITE_SUPABASE_ANON_KEY') })
    expect(r.failures).toEqual([
      '✗ VITE_SUPABASE_ANON_KEY: missing: the site cannot read or write its database. Fix: copy the anon public key (Supabase → Project Settings → API Keys: "anon public", or the publishable key sb_publishable_…) into VITE_SUPABASE_ANON_KEY.',
    ])
    expect(r.skipped).toEqual([
      '– Database: not checked: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set right first (see above)',
    ])
    expect(r.code).toBe(1)
  })

  it('pk_live with the functions on sk_test: the mode pair fails, and only it', async () => {
    const r = await doctor({
      env: { ...GOOD_ENV, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51DoctorPublishable0123456789' },
    })
    expect(r.failures).toEqual([
      '✗ Stripe keys\' mode: the publishable key is a live key (pk_live_…) but the functions\' STRIPE_SECRET_KEY (on Netlify) is a test key (sk_test_…): the site looks live, but guests would pay on a test page and no real money would arrive. Fix: use the two keys of the same mode from Stripe (Developers → API keys; the "Test mode" switch changes mode): pk_live_ with sk_live_, or pk_test_ with sk_test_.',
    ])
    expect(r.code).toBe(1)
  })

  it('the same pair kept in --functions-env is caught among the settings', async () => {
    const r = await doctor({
      env: { ...GOOD_ENV, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51DoctorPublishable0123456789' },
      functionsEnv: without(GOOD_NETLIFY, 'URL', 'VITE_SUPABASE_URL'),
    })
    expect(r.failures).toHaveLength(1)
    expect(r.failures[0]).toMatch(
      /^✗ Stripe keys' mode: the publishable key is a live key \(pk_live_…\) but STRIPE_SECRET_KEY in functions\.env is a test key \(sk_test_…\)/,
    )
    expect(r.lines).toContain('✓ STRIPE_SECRET_KEY: a test secret key (sk_test_…)')
    expect(r.lines).toContain('✓ STRIPE_WEBHOOK_SECRET: a webhook signing secret (whsec_…)')
    expect(r.lines).toContain(
      '✓ SUPABASE_SERVICE_ROLE_KEY: a Supabase service_role key (eyJ…, role service_role)',
    )
  })

  it('a database still at 1.0.0 (no schema_version): says so and to run supabase db push', async () => {
    const r = await doctor({ database: 'old' })
    expect(r.failures).toEqual([
      `✗ Database version: the database is at release 1.0.0 or older (it has no schema_version()); this copy of the site needs release ${EXPECTED.release} (${EXPECTED.latest}). Fix: run \`npx supabase db push\` from this folder (after \`npx supabase link\`, see the README), then run the doctor again.`,
    ])
    expect(r.skipped).toEqual([
      '– Database: the other database checks were not made: the database must be updated first',
    ])
    expect(r.code).toBe(1)
  })

  it('a database one migration behind this copy: db push', async () => {
    // This copy with one migration more than the database has applied.
    const next = '29991231000000_next_release'
    const r = await doctor({
      expected: { migrations: [...EXPECTED.migrations, next], latest: next, release: '9.9.9' },
    })
    expect(r.failures).toEqual([
      `✗ Database version: the database is at release ${version} (last migration ${EXPECTED.latest}), 1 migration behind this copy of the site (${next}). Fix: run \`npx supabase db push\` from this folder (after \`npx supabase link\`, see the README), then run the doctor again.`,
    ])
  })

  it('a database newer than this copy: update the copy', async () => {
    const r = await doctor({
      expected: {
        migrations: EXPECTED.migrations.slice(0, -1),
        latest: EXPECTED.migrations.at(-2) ?? '',
        release: '1.0.0',
      },
    })
    expect(r.failures).toHaveLength(1)
    expect(r.failures[0]).toMatch(
      /^✗ Database version: the database is newer than this copy of the site: .* Fix: update this copy \(git pull\)/,
    )
  })

  it('no active admin: its own ✗ line with create_admin', async () => {
    await current.exec('update public.admin_users set is_active = false')
    try {
      const r = await doctor()
      expect(r.failures).toEqual([
        "✗ Admin: there is no active admin: nobody can log in to the panel at /dev. Fix: in Supabase's SQL editor run: select public.create_admin('noivos', 'voces@exemplo.com', 'uma-senha-forte'); with your own user name, e-mail and a strong password.",
      ])
    } finally {
      await current.exec('update public.admin_users set is_active = true')
    }
  })

  it('the couple’s dates not in the database yet: /dev copies them', async () => {
    await current.exec('update public.settings set rsvp_closes_at = null, retention_ends_at = null')
    try {
      const r = await doctor()
      expect(r.failures).toEqual([
        "✗ Wedding dates: the database does not hold the RSVP deadline (RSVP_CLOSES_AT) nor the removal of guests' contact details (RETENTION_ENDS_AT) of src/config/wedding.ts: it would take answers or remove data at other times than the site says. Fix: log in at /dev on the deployed site and press 'Usar as datas do site' at the top of the panel.",
      ])
    } finally {
      await setWeddingDates(current)
    }
  })

  it("the guests' photos' bucket made public: says so and how to make it private again", async () => {
    // Supabase Storage's bucket table, as the migrations see it on a deploy.
    await current.exec(readSql('storage-stand-in.sql'))
    try {
      await current.exec(
        `insert into storage.buckets (id, name, public) values ('guest-photos', 'guest-photos', false)`,
      )
      expect((await doctor()).lines).toContain(
        "✓ Photos bucket: the Storage bucket guest-photos exists and is private: guests' photos are read only through signed URLs",
      )
      await current.exec(`update storage.buckets set public = true`)
      const r = await doctor()
      expect(r.failures).toEqual([
        "✗ Photos bucket: the Storage bucket guest-photos is public: anyone with a photo's path can read it, even one the couple have not approved. Fix: in Supabase → Storage → guest-photos → Edit bucket, turn 'Public bucket' off; or run in the SQL editor: update storage.buckets set public = false where id = 'guest-photos';",
      ])
    } finally {
      await current.exec('drop schema storage cascade')
    }
  })

  it('a live table missing from the realtime publication: names it and how to add it', async () => {
    await current.exec('alter publication supabase_realtime drop table public.photos')
    try {
      const r = await doctor()
      expect(r.failures).toEqual([
        '✗ Realtime: public.photos is not in the supabase_realtime publication: open pages will not show new photos until they are reloaded. Fix: in Supabase → Database → Publications → supabase_realtime, turn on photos; or run in the SQL editor: alter publication supabase_realtime add table public.photos;',
      ])
    } finally {
      await current.exec('alter publication supabase_realtime add table public.photos')
    }
  })

  it('the webhook secret missing on Netlify: stripe-webhook says so, and only it', async () => {
    const r = await doctor({ netlify: without(GOOD_NETLIFY, 'STRIPE_WEBHOOK_SECRET') })
    expect(r.failures).toEqual([
      "✗ stripe-webhook: STRIPE_WEBHOOK_SECRET is not set (Stripe's payment notices are refused, so paid gifts stay pending). Fix: set STRIPE_WEBHOOK_SECRET: Stripe → Developers → Webhooks → your endpoint → Signing secret (whsec_…): in Netlify (Site configuration → Environment variables), then deploy again (Deploys → Trigger deploy).",
    ])
  })

  it('the Stripe secret key missing on Netlify: each function that needs it says so', async () => {
    const r = await doctor({ netlify: without(GOOD_NETLIFY, 'STRIPE_SECRET_KEY') })
    expect(r.failures.map((l) => l.split(':')[0])).toEqual([
      '✗ create-checkout-session',
      '✗ cancel-checkout',
    ])
    for (const line of r.failures)
      expect(line).toContain('STRIPE_SECRET_KEY is not set (card payments cannot start)')
  })

  it('the functions unreachable: one ✗ line naming the host, no stack trace', async () => {
    const r = await doctor({ hosts: { [SITE_HOST]: await closedAddress() } })
    expect(r.failures).toEqual([
      `✗ Site: could not reach ${SITE_HOST}: nothing answers there (connection refused). Fix: check SITE_URL (or --site), your internet connection, and that the site is deployed on Netlify.`,
    ])
    expect(r.skipped).toEqual(['– Site functions: not checked: the site could not be reached'])
    expect(r.code).toBe(1)
  })

  it('Supabase unreachable: a ✗ line naming its host', async () => {
    const r = await doctor({ hosts: { [SUPABASE_HOST]: await closedAddress() } })
    expect(r.failures[0]).toBe(
      `✗ Supabase: could not reach ${SUPABASE_HOST}: nothing answers there (connection refused). Fix: check VITE_SUPABASE_URL and your internet connection. A free Supabase project pauses after a week without visits: restore it in the Supabase dashboard.`,
    )
  })

  it('EmailJS half configured: names what is missing; none set is knowingly off', async () => {
    const half = await doctor({ env: without(GOOD_ENV, 'VITE_EMAILJS_TEMPLATE_NAO') })
    expect(half.failures).toEqual([
      '✗ EmailJS: half set up: VITE_EMAILJS_TEMPLATE_NAO (the template for guests who will not attend, under Email Templates) is missing, so the e-mail after each RSVP fails. Fix: in EmailJS find the public key, the service ID and the two template IDs and set all four in .env and in Netlify; or remove all four to turn the e-mail off knowingly.',
    ])
    const off = await doctor({
      env: without(
        GOOD_ENV,
        'VITE_EMAILJS_PUBLIC_KEY',
        'VITE_EMAILJS_SERVICE_ID',
        'VITE_EMAILJS_TEMPLATE_SIM',
        'VITE_EMAILJS_TEMPLATE_NAO',
      ),
    })
    expect(off.failures).toEqual([])
    expect(off.lines).toContain(
      '✓ EmailJS: off: none of its four variables is set, so guests get no e-mail after answering the RSVP',
    )
  })

  it('a rotated service-role key on Netlify: the database key fails', async () => {
    const r = await doctor({
      netlify: { ...GOOD_NETLIFY, SUPABASE_SERVICE_ROLE_KEY: OLD_SERVICE_KEY },
    })
    expect(r.failures).toEqual([
      "✗ Functions' database key: Supabase refused the SUPABASE_SERVICE_ROLE_KEY of the functions (HTTP 401): card payments would not be recorded. Fix: copy the service_role key (Supabase → Project Settings → API Keys → service_role, secret) into SUPABASE_SERVICE_ROLE_KEY in Netlify (Site configuration → Environment variables), then deploy again (Deploys → Trigger deploy).",
    ])
  })

  it('a Stripe secret key Stripe refuses, and a webhook endpoint without every event', async () => {
    const refused = await doctor({ stripeKeys: ['sk_test_someOtherAccountKey123'] })
    expect(refused.failures).toEqual([
      '✗ Stripe secret key: Stripe refused the STRIPE_SECRET_KEY of the functions: it was mistyped, rolled or deleted. Fix: copy the Secret key from Stripe (Developers → API keys) into STRIPE_SECRET_KEY in Netlify (Site configuration → Environment variables), then deploy again (Deploys → Trigger deploy).',
    ])
    const partial = await doctor({
      endpoints: [
        {
          ...GOOD_ENDPOINT,
          enabled_events: ['checkout.session.completed', 'checkout.session.expired'],
        },
      ],
    })
    expect(partial.failures).toEqual([
      `✗ Stripe webhook: the endpoint for ${SITE}/.netlify/functions/stripe-webhook (test mode) does not send checkout.session.async_payment_succeeded, checkout.session.async_payment_failed. Fix: in Stripe → Developers → Webhooks → that endpoint → Update details, add checkout.session.async_payment_succeeded, checkout.session.async_payment_failed.`,
    ])
    const none = await doctor({ endpoints: [] })
    expect(none.failures).toHaveLength(1)
    expect(none.failures[0]).toMatch(
      /^✗ Stripe webhook: Stripe \(test mode\) has no webhook endpoint for https:\/\/.*\/\.netlify\/functions\/stripe-webhook: payments would never be marked paid\. Fix: in Stripe → Developers → Webhooks \(test mode\), add an endpoint/,
    )
  })

  it('the functions on another Supabase project than the site', async () => {
    const other = 'https://zyxwvutsrqponmlkjihg.supabase.co'
    const r = await doctor({ netlify: { ...GOOD_NETLIFY, SUPABASE_URL: other } })
    // The other project cannot be reached here either: the probe says so too.
    expect(r.failures).toContain(
      "✗ Functions' Supabase project: the functions write to another Supabase project than the site reads (their SUPABASE_URL is not VITE_SUPABASE_URL): card payments would not show in the couple's panel. Fix: set SUPABASE_URL to the same address as VITE_SUPABASE_URL in Netlify (Site configuration → Environment variables), then deploy again (Deploys → Trigger deploy).",
    )
  })

  it('asks Stripe one read per function (the webhook endpoints list)', async () => {
    const r = await doctor()
    expect(r.stripeCalls).toEqual([
      'GET /v1/webhook_endpoints',
      'GET /v1/webhook_endpoints',
      'GET /v1/webhook_endpoints',
    ])
  })
})
