/**
 * What the site keeps on the visitor's own device: localStorage, or the tab's sessionStorage.
 * Nothing here throws. A private window with storage off or a full disk simply keeps nothing.
 * A stored value that is not what its reader expects is removed and read as none.
 */
export type StorageArea = 'local' | 'session'

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // No window (Node), or a browser that refuses storage.
    return null
  }
}

/** The text kept under `key`, or null. */
export function readText(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Keeps `value` under `key`; false when nothing could be kept (storage refused or full). */
export function writeText(key: string, value: string, kind: StorageArea = 'local'): boolean {
  try {
    const storage = area(kind)
    storage?.setItem(key, value)
    return storage !== null
  } catch {
    // The page goes on without it.
    return false
  }
}

export function removeStored(key: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // Nothing could have been kept either.
  }
}

/** `raw` parsed as JSON, or undefined when it is not JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/**
 * The JSON value kept under `key` when `isValid` accepts it; anything else kept there (an older
 * shape, a hand-edited value) is removed and read as none.
 */
export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  kind: StorageArea = 'local',
): T | null {
  const raw = readText(key, kind)
  if (raw === null) return null
  const value = parseJson(raw)
  if (isValid(value)) return value
  removeStored(key, kind)
  return null
}

export function writeJson(key: string, value: unknown, kind: StorageArea = 'local'): boolean {
  return writeText(key, JSON.stringify(value), kind)
}
