export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export interface CountdownState extends CountdownParts {
  /** True once the target moment has been reached. */
  passed: boolean
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Time left from `now` to `target` (docs/product.md §4 Countdown). Both are absolute instants, so the result
 * is the same in any visitor time zone (docs/product.md "Beyond the original specification", 5). Partial seconds round down: the card
 * shows 00 seconds only when the moment has really come.
 */
export function countdownTo(target: Date, now: Date): CountdownState {
  const left = target.getTime() - now.getTime()
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true }
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    passed: false,
  }
}

/** docs/product.md §9: two-digit zero padding ('07'); more digits stay as they are ('123'). */
export function pad2(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0')
}
