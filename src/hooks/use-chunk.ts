import { useEffect, useState } from 'react'

/** A module of its own chunk, fetched once: `load()` starts it, `current` holds it once here. */
export interface Chunk<M> {
  load: () => Promise<M>
  current: M | null
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let loading: Promise<M> | undefined
  const c: Chunk<M> = {
    current: null,
    load: () =>
      (loading ??= importer().then(
        (module) => {
          c.current = module
          return module
        },
        (error: unknown) => {
          // Asked again later (the signal is back), it is fetched again.
          loading = undefined
          throw error
        },
      )),
  }
  return c
}

/** The chunk's module once here (null until then), fetched when `wanted`, and its failure if any. */
function useChunkLoad<M>(c: Chunk<M>, wanted: boolean) {
  const [module, setModule] = useState<M | null>(c.current)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (module || !wanted) return
    let live = true
    c.load().then(
      (loaded) => live && setModule(() => loaded),
      (error: unknown) => live && setFailure({ error }),
    )
    return () => {
      live = false
    }
  }, [c, module, wanted])
  return { module: module ?? c.current, failure }
}

/**
 * A chunk's module once it is here (null until then), fetched when `wanted`. Without Suspense on
 * purpose: React.lazy suspends even when the chunk is already here, and React then holds the
 * content back up to 300 ms after showing the fallback. That was a gift list the guest was
 * waiting for, and a modal opened by a tap. A chunk that fails to load is thrown to the error
 * boundary, as React.lazy would.
 */
export function useChunk<M>(c: Chunk<M>, wanted = true): M | null {
  const { module, failure } = useChunkLoad(c, wanted)
  if (failure) throw failure.error
  return module
}

/**
 * As useChunk, for a part that says its own failure in place instead of the error boundary
 * taking the screen (the privacy notice opened from a footer). Mounted again, it fetches again.
 */
export function useChunkOrFailure<M>(c: Chunk<M>): { module: M | null; failed: boolean } {
  const { module, failure } = useChunkLoad(c, true)
  return { module, failed: failure !== null }
}
