import { useEffect, useState } from 'react'
import { COUNTDOWN_TICK_MS } from '@/config/ui'
import { countdownTo, type CountdownState } from '@/lib/countdown'

/**
 * SPEC §4: recalculated every COUNTDOWN_TICK_MS; once the moment has passed the timer stops and
 * the last value (all zeros) stays on screen.
 */
export function useCountdown(target: Date): CountdownState {
  const time = target.getTime()
  const [state, setState] = useState(() => countdownTo(new Date(time), new Date()))

  useEffect(() => {
    const update = () => {
      const next = countdownTo(new Date(time), new Date())
      setState(next)
      return next.passed
    }
    if (update()) return
    const timer = window.setInterval(() => {
      if (update()) window.clearInterval(timer)
    }, COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [time])

  return state
}
