import { useEffect, useState } from 'react'

/**
 * What `load` answers for `key`, once it arrives: null without a key (not wanted yet), while it
 * loads, and for an answer to a key that is no longer the current one (a slide or a photo the
 * screen has already left). `load` is the current key's loader (a useCallback over it).
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T | null>): T | null {
  const [loaded, setLoaded] = useState<{ key: string; value: T | null } | null>(null)
  useEffect(() => {
    if (key === null) return
    let live = true
    void load().then((value) => {
      if (live) setLoaded({ key, value })
    })
    return () => {
      live = false
    }
  }, [key, load])
  return loaded?.key === key ? loaded.value : null
}
