/** Normalises '/dev/' to '/dev', and '/index.html' (a bookmark, an old link) to '/'. */
export function matchRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').replace(/^\/index\.html$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The main page: the only route the build prerenders (README.md). */
export function isHomePath(pathname: string): boolean {
  return matchRoute(pathname) === '/'
}
