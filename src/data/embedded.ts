import type { DataService } from './types'

// Work in progress (issue 3): the embedded PGlite backend.
export async function createEmbeddedService(): Promise<DataService> {
  throw new Error('Embedded backend not built yet')
}
