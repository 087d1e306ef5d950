import { useEffect, useRef, useState } from 'react'

/** An object URL for the chosen file; the previous one is revoked, and the last on unmount. */
export function usePreviewUrl(file: File | null): string | null {
  const [shown, setShown] = useState<{ file: File | null; url: string | null }>({
    file: null,
    url: null,
  })
  const latest = useRef<string | null>(null)
  if (file !== shown.file) {
    // jsdom has no createObjectURL: no preview there, everything else works.
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
    setShown({ file, url })
  }
  useEffect(() => {
    const previous = latest.current
    latest.current = shown.url
    if (previous && previous !== latest.current) URL.revokeObjectURL(previous)
  }, [shown])
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current)
    },
    [],
  )
  return shown.url
}
