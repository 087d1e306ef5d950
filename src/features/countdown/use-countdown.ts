import { useMemo, useSyncExternalStore } from 'react'
import { COUNTDOWN_TICK_MS } from '@/config/ui'
import { countdownTo, type CountdownState } from '@/lib/countdown'

const same = (a: CountdownState, b: CountdownState) =>
  a.passed === b.passed &&
  a.days === b.days &&
  a.hours === b.hours &&
  a.minutes === b.minutes &&
  a.seconds === b.seconds

/** The time left as an external store: one object per distinct value, as React requires. */
function createCountdownStore(time: number) {
  let last: CountdownState | null = null
  const read = (): CountdownState => {
    const next = countdownTo(new Date(time), new Date())
    if (last && same(last, next)) return last
    last = next
    return next
  }
  const subscribe = (onChange: () => void) => {
    if (read().passed) return () => {}
    const timer = window.setInterval(() => {
      onChange()
      if (read().passed) window.clearInterval(timer)
    }, COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }
  return { read, subscribe }
}

// The build's prerendered page (build/html-plugin.ts) cannot know the visitor's time: it shows
// no numbers, and React fills them in as it hydrates.
const noTimeYet = () => null

/**
 * docs/product.md §4: recalculated every COUNTDOWN_TICK_MS; once the moment has passed the timer stops and
 * the last value (all zeros) stays on screen. null only in the prerendered HTML.
 */
export function useCountdown(target: Date): CountdownState | null {
  const time = target.getTime()
  const store = useMemo(() => createCountdownStore(time), [time])
  return useSyncExternalStore(store.subscribe, store.read, noTimeYet)
}
