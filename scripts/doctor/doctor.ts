/**
 * `npm run doctor` without its command line (main.ts): the settings, the database and the site's
 * functions, each check printed as soon as it is known; 0 when everything passed, 1 otherwise.
 * docs/deploy-doctor.md lists every check, its ✗ message and the fix.
 */
import { checkSettings, KEY_VARIABLES, shownAddress } from './env-checks.ts'
import { checkFunctions } from './functions-checks.ts'
import {
  fail,
  formatCheck,
  formatSection,
  formatSummary,
  redactor,
  skip,
  type Check,
} from './report.ts'
import { checkDatabase, type ExpectedSchema } from './supabase-checks.ts'

type Env = Record<string, string | undefined>

export interface DoctorOptions {
  /** The .env file's variables; null when the file does not exist. */
  env: Env | null
  envFile: string
  /** --functions-env's variables (null: not given); the file must exist when given. */
  functionsEnv: Env | null
  functionsEnvFile: string | null
  /** --site: where the functions are asked, instead of SITE_URL. */
  site?: string | undefined
  fetch: typeof fetch
  /** Prints one line (the lines never hold a secret). */
  write: (line: string) => void
  expected: ExpectedSchema
  /** SITE_URL of src/config/wedding.ts. */
  weddingSiteUrl: string
  /** This copy's release (package.json). */
  release: string
}

/** Runs every check and prints it; resolves to the exit code. */
export async function runDoctor(options: DoctorOptions): Promise<number> {
  const secrets: string[] = []
  for (const source of [options.env, options.functionsEnv]) {
    for (const name of KEY_VARIABLES) {
      const value = source?.[name]
      if (value) secrets.push(value)
    }
  }
  const hide = redactor(secrets)
  const all: Check[] = []
  const print = (line: string) => options.write(hide(line))
  const show = (checks: Check[]) => {
    for (const check of checks) {
      all.push(check)
      print(formatCheck(check))
    }
  }
  /** A part that throws is a ✗ line with the error's message, not a stack trace. */
  const guarded = async (name: string, part: () => Promise<Check[]>) => {
    try {
      show(await part())
    } catch (error) {
      show([
        fail(
          name,
          `the doctor could not finish this part: ${error instanceof Error ? error.message : String(error)}.`,
          'run the doctor again; if it goes on, report this line (it holds no secret).',
        ),
      ])
    }
  }

  print("Deploy doctor: the settings, the database and the site's functions.")
  print(formatSection(`Settings (${options.envFile})`))
  if (options.env === null) {
    show([
      fail(
        'Settings',
        `${options.envFile} was not found.`,
        'copy .env.example to .env and fill it in (README, "Environment variables"), or give its name with --env <file>.',
      ),
    ])
    print(formatSummary(all))
    return 1
  }
  const { checks, settings } = checkSettings({
    env: options.env,
    envFile: options.envFile,
    functionsEnv: options.functionsEnv,
    functionsEnvFile: options.functionsEnvFile,
    site: options.site,
    weddingSiteUrl: options.weddingSiteUrl,
  })
  show(checks)

  const supabase = settings.supabase
  print(formatSection(`Database (${supabase ? new URL(supabase.url).host : 'Supabase'})`))
  if (supabase) {
    await guarded('Database', () => checkDatabase(supabase, options.expected, options.fetch))
  } else {
    show([
      skip(
        'Database',
        'not checked: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set right first (see above)',
      ),
    ])
  }

  const siteBase = settings.siteBase
  print(formatSection(`Site functions (${siteBase ? shownAddress(siteBase) : 'the site'})`))
  if (!settings.cardsOn) {
    show([
      skip(
        'Site functions',
        'not checked: card payments are off (VITE_STRIPE_PUBLISHABLE_KEY is not set), so the site does not use them',
      ),
    ])
  } else if (!siteBase) {
    show([
      skip('Site functions', "not checked: the site's address is not known (see SITE_URL above)"),
    ])
  } else {
    await guarded('Site functions', () =>
      checkFunctions(
        {
          siteBase,
          siteUrl: settings.siteUrl,
          publishableMode: settings.publishableMode,
          localSecretMode: settings.localSecretMode,
          supabaseUrl: settings.supabaseUrl,
          release: options.release,
        },
        options.fetch,
      ),
    )
  }
  print(formatSummary(all))
  return all.some((c) => c.status === 'fail') ? 1 : 0
}
