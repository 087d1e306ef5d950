/** Where the demo database lives in the browser (IndexedDB), shared by the page and its worker. */
export const EMBEDDED_DATA_DIR = 'idb://wedding-demo'

/**
 * PGlite 0.5.16's worker passes only an error's message from the leader tab to the others, so a
 * SQLSTATE (WD409 'already reserved'…) would be lost. The worker packs code and message into the
 * message behind this marker; the embedded backend (embedded-core.ts) unpacks it before the
 * shared error mapping (errors.ts) reads the SQLSTATE.
 */
export const WORKER_ERROR_MARKER = '\u0000pg-error:'

export interface PackedDbError {
  code?: string
  message: string
}

export function packDbError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error))
  const code = (error as { code?: unknown }).code
  const packed: PackedDbError = { message: error.message }
  if (typeof code === 'string') packed.code = code
  return new Error(WORKER_ERROR_MARKER + JSON.stringify(packed))
}

export function unpackDbError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : undefined
  if (!message?.startsWith(WORKER_ERROR_MARKER)) return error
  try {
    const packed = JSON.parse(message.slice(WORKER_ERROR_MARKER.length)) as PackedDbError
    return Object.assign(new Error(packed.message, { cause: error }), { code: packed.code })
  } catch {
    return error
  }
}
