import type { Rsvp } from '@/data/types'

/** One guest of the open form: the latest answer of an e-mail, and the earlier ones (newest first). */
export interface RsvpGroup {
  latest: Rsvp
  earlier: Rsvp[]
}

/**
 * Every open-form answer is kept (docs/decisions/0016-guest-list.md); the current one of a guest is
 * the latest of that e-mail (compared without case). Groups come newest first.
 */
export function latestPerEmail(rsvps: readonly Rsvp[]): RsvpGroup[] {
  // A stable sort: answers in the same millisecond keep the server's order (newest first).
  const sorted = [...rsvps].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
  const groups = new Map<string, RsvpGroup>()
  for (const r of sorted) {
    const key = r.email.trim().toLowerCase()
    const group = groups.get(key)
    if (group) group.earlier.push(r)
    else groups.set(key, { latest: r, earlier: [] })
  }
  return [...groups.values()]
}
