/**
 * Loads kept by key in a bounded map, the least recently used going first when it is full, so a
 * page open for hours (the gallery, the telão) holds a bounded number of images. A load that
 * answers null or fails is not kept: the next ask tries again (the signal may be back).
 */
export class LoadsCache<T> {
  private readonly entries = new Map<string, Promise<T | null>>()

  constructor(readonly max: number) {}

  get size(): number {
    return this.entries.size
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const found = this.entries.get(key)
    if (found) {
      // Most recently used last.
      this.entries.delete(key)
      this.entries.set(key, found)
      return found
    }
    const loading = load().then(
      (value) => {
        if (value === null) this.entries.delete(key)
        return value
      },
      () => {
        this.entries.delete(key)
        return null
      },
    )
    this.entries.set(key, loading)
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return loading
  }
}
