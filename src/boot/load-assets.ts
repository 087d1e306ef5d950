/**
 * One @font-face of the build's CSS (build/font-faces.ts reads them), as the FontFace constructor
 * takes it; `now` is 1 for the latin files (every pt-BR text), loaded at once, and 0 for
 * latin-ext, loaded only if a guest's name needs it, as @font-face would.
 */
export type Face = [
  family: string,
  url: string,
  style: string,
  weight: string,
  range: string,
  now: 0 | 1,
]

/**
 * Requests the app's module script and its font faces. The faces join in one step, once all the
 * latin files are here: each one swapping in on its own redid the layout of the whole first
 * screen, a long task every time on a phone (a stylesheet of @font-face rules swaps each file as
 * it lands). Without the FontFace API, or if a face cannot be built, the stylesheet `fonts` does it.
 */
export function loadAssets(script: string, fonts: string, faces: readonly Face[]): void {
  const module = document.createElement('script')
  module.type = 'module'
  module.crossOrigin = ''
  module.src = script
  document.head.appendChild(module)
  // The faces in a task of their own: with the script's request, building and requesting them
  // was one task long enough for Lighthouse to count as blocking, on its phone's CPU.
  setTimeout(() => loadFaces(fonts, faces))
}

function loadFaces(fonts: string, faces: readonly Face[]): void {
  const d = document
  try {
    const set: FontFaceSet | undefined = d.fonts
    if (!set) throw new Error('no FontFace API')
    const all: FontFace[] = []
    const now: Promise<unknown>[] = []
    for (const [family, url, style, weight, unicodeRange, latin] of faces) {
      const face = new FontFace(family, `url(${url}) format("woff2")`, {
        style,
        weight,
        unicodeRange,
        display: 'swap',
      })
      all.push(face)
      if (latin) now.push(face.load().catch(() => undefined))
    }
    void Promise.all(now).then(() => {
      for (const face of all) set.add(face)
    })
  } catch {
    const sheet = d.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = fonts
    d.head.appendChild(sheet)
  }
}
