// Types of supabase/releases.mjs.
export const RELEASES_FILE: string

export interface Release {
  date: string
  /** file -> SHA-256 of its bytes when released */
  migrations: Record<string, string>
}

export function readReleases(): Record<string, Release>
export function releasedVersions(): string[]
export function migrationDigest(file: string): string
export function releasedMigrations(): Map<string, { version: string; sha256: string }>
export function unreleasedMigrations(): string[]
