/**
 * npm run doctor [-- --env <file>] [--functions-env <file>] [--site <url>]
 *
 * Checks a real deployment from the couple's computer: the settings in .env (and the functions'
 * variables when kept in a file), the Supabase database through the anon key, and the site's
 * functions through their health reports. One line per check, ✓ or ✗ with the fix; exit code 1
 * when anything is wrong. Never prints a secret; writes nothing anywhere. docs/deploy-doctor.md.
 */
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv, parseArgs } from 'node:util'
import { version } from '../../package.json'
import { SITE_URL } from '../../src/config/wedding.ts'
import { runDoctor } from './doctor.ts'
import { expectedSchema } from './schema.ts'

const USAGE = `Usage: npm run doctor [-- --env <file>] [--functions-env <file>] [--site <url>]

  --env <file>            the site's settings (default: .env)
  --functions-env <file>  the functions' secret variables, if you keep them in a file
  --site <url>            where to find the deployed site (default: SITE_URL)
`

function readEnvFile(file: string): Record<string, string | undefined> | null {
  if (!existsSync(file)) return null
  return parseEnv(readFileSync(file, 'utf8'))
}

async function main(): Promise<number> {
  let values: { env?: string; 'functions-env'?: string; site?: string; help?: boolean }
  try {
    values = parseArgs({
      options: {
        env: { type: 'string' },
        'functions-env': { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    process.stdout.write(USAGE)
    return 0
  }
  const envFile = values.env ?? '.env'
  const functionsEnvFile = values['functions-env'] ?? null
  const functionsEnv = functionsEnvFile ? readEnvFile(functionsEnvFile) : null
  if (functionsEnvFile && !functionsEnv) {
    process.stderr.write(`✗ --functions-env: ${functionsEnvFile} was not found.\n`)
    return 2
  }
  return runDoctor({
    env: readEnvFile(envFile),
    envFile,
    functionsEnv,
    functionsEnvFile,
    site: values.site,
    fetch,
    write: (line) => process.stdout.write(`${line}\n`),
    expected: expectedSchema(version),
    weddingSiteUrl: SITE_URL,
    release: version,
  })
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    // Never a stack trace (it could quote a setting): the message only.
    process.stderr.write(
      `✗ The doctor stopped: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exitCode = 1
  },
)
