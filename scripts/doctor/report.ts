/**
 * What every check of `npm run doctor` answers, and how it reads on screen: one line per check,
 * ✓ when it is right, ✗ with the fix in plain words when it is not, – when it could not be
 * checked because of a ✗ above (or does not apply). docs/deploy-doctor.md lists them all.
 */

export interface Check {
  status: 'pass' | 'fail' | 'skip'
  /** What was checked, as the couple knows it ('VITE_SUPABASE_URL', 'Database version'…). */
  name: string
  /** What was found. */
  text: string
  /** For a ✗: what to do, in plain words. */
  fix?: string
}

export const pass = (name: string, text: string): Check => ({ status: 'pass', name, text })
export const fail = (name: string, text: string, fix: string): Check => ({
  status: 'fail',
  name,
  text,
  fix,
})
export const skip = (name: string, text: string): Check => ({ status: 'skip', name, text })

const MARK = { pass: '✓', fail: '✗', skip: '–' } as const

/** One check as the couple reads it. */
export function formatCheck(check: Check): string {
  const line = `${MARK[check.status]} ${check.name}: ${check.text}`
  return check.fix ? `${line} Fix: ${check.fix}` : line
}

/** A title above a group of checks. */
export function formatSection(title: string): string {
  return `\n${title}`
}

/** The last line: how many checks failed, or that all passed. */
export function formatSummary(checks: Check[]): string {
  const failed = checks.filter((c) => c.status === 'fail').length
  const counted = checks.filter((c) => c.status !== 'skip').length
  if (failed === 0) return `\nAll ${counted} checks passed.`
  return `\n${failed} of ${counted} checks failed: fix the ✗ lines above, then run \`npm run doctor\` again.`
}

/**
 * Removes from a line every value in `secrets` (the keys read from the env files) and anything
 * shaped like a key, whatever a message was built from: the doctor never prints a secret.
 */
export function redactor(secrets: Iterable<string>): (line: string) => string {
  const values = [...new Set([...secrets].map((s) => s.trim()).filter((s) => s.length >= 6))]
  // Longest first, so a value containing another is removed whole.
  values.sort((a, b) => b.length - a.length)
  return (line) => {
    let out = line
    for (const value of values) out = out.split(value).join('[hidden]')
    return out
      .replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9]+/g, '$1_$2_…')
      .replace(/\bwhsec_[A-Za-z0-9_+/=-]+/g, 'whsec_…')
      .replace(/\bsb_(secret|publishable)_[A-Za-z0-9_-]+/g, 'sb_$1_…')
      .replace(/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, 'eyJ…')
  }
}
