import { useEffect, useState } from 'react'

/** Whole minutes until `until`, again every 15 seconds. */
export function useMinutesLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000)
    return () => window.clearInterval(timer)
  }, [])
  return Math.ceil((Date.parse(until) - now) / 60_000)
}
