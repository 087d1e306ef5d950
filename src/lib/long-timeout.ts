/** The longest delay setTimeout keeps: browsers read it as a signed 32-bit count (about 24.8 days). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1

/**
 * setTimeout for any delay: a longer one than MAX_TIMEOUT_MS would run at once, so it is waited
 * out in steps. The time is the timers' own, not the device's date: setting the clock meanwhile
 * neither hastens nor holds it back. Returns the function that cancels it.
 */
export function setLongTimeout(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const wait = (left: number) => {
    timer =
      left > MAX_TIMEOUT_MS
        ? setTimeout(() => wait(left - MAX_TIMEOUT_MS), MAX_TIMEOUT_MS)
        : setTimeout(fn, left)
  }
  wait(Math.max(0, ms))
  return () => clearTimeout(timer)
}
