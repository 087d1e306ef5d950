// Types of tests/harness/fake-supabase.mjs for the TypeScript tests that import it.
import type { PGlite } from '@electric-sql/pglite'

export interface RecordedRequest {
  method: string
  /** Path after /rest/v1, e.g. '/gifts' or '/rpc/reserve_gift'. */
  path: string
  params: URLSearchParams
  body: unknown
  headers: Headers
}

export interface FakeResponse {
  status: number
  body?: unknown
}

export type Route = (req: RecordedRequest) => FakeResponse | undefined

export interface LogEntry {
  method: string
  path: string
  status: number | string
}

export interface FakeEdge {
  /** Supabase's edge as a fetch: give it to supabase-js (`global.fetch`). */
  fetch: typeof fetch
  requests: RecordedRequest[]
  /** Routes tried first to last; the first answer wins. Then the database, if any; else 404. */
  routes: Route[]
  /**
   * 'gateway': every request gets a 502 HTML page (the edge is down); 'network': fetch rejects
   * like a dropped connection.
   */
  offline: false | 'gateway' | 'network'
  log: LogEntry[]
  /** Storage's object API over memory (createFakeStorage). */
  storage: FakeStorage
}

export interface FakeBucket {
  id: string
  public: boolean
  fileSizeLimit?: number | null
  allowedMimeTypes?: string[] | null
}

export interface FakeStorage {
  buckets: Map<string, FakeBucket>
  /** '<bucket>/<path>' -> the object's bytes and content type. */
  objects: Map<string, { bytes: Uint8Array; contentType: string }>
  answer(request: Request, url: URL, service: boolean): Promise<Response>
}

/** The guests' photos' bucket as supabase/schemas/10_guest_photos.sql creates it. */
export function guestPhotosBucket(options?: { fileSizeLimit?: number }): FakeBucket
export function createFakeStorage(buckets?: FakeBucket[]): FakeStorage
export function postgrestError(code: string, message: string, status?: number): FakeResponse
export function createFakeEdge(options?: {
  db?: PGlite | null
  onChange?: (table: string) => void
  /** A request whose apikey is this key runs its rpc as service_role (the functions' key). */
  serviceKey?: string | null
  /** Storage's buckets (private ones answer only the service key). */
  buckets?: FakeBucket[]
}): FakeEdge
export function readQuery(
  table: string,
  params: URLSearchParams,
): { text: string; values: string[] }
export function startFakeSupabase(options?: {
  port?: number
  host?: string
  quiet?: boolean
  /** Also the demo admin (supabase/embedded/demo-admin.sql), for a couple's login. */
  demoAdmin?: boolean
  /** A request with this apikey runs as service_role (the site functions' key). */
  serviceKey?: string | null
  /** Storage's buckets (guestPhotosBucket()). */
  buckets?: FakeBucket[]
}): Promise<{ url: string; port: number; db: PGlite; log: LogEntry[]; close(): Promise<void> }>
