import type { AdminGuestPhoto, DataService } from '@/data/types'
import { dataUrlBytes } from '@/lib/data-url'
import { downloadBlob, isoDay } from '@/lib/download'

/**
 * 'Baixar todas': every photo's full copy in one ZIP made in the browser by client-zip (loaded only
 * here). The archive streams: each photo is fetched as the ZIP needs it and written on, so with the
 * File System Access API (Chromium) only one photo is in memory at a time, for 1,000 photos too;
 * elsewhere the stream ends in a Blob the browser keeps on disk as it can.
 */
const PAGE = 200

function fileName(photo: AdminGuestPhoto, mime: string, index: number): string {
  const ext = mime.includes('webp') ? 'webp' : mime.includes('png') ? 'png' : 'jpg'
  const name = photo.uploaderName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
  return `${String(index).padStart(4, '0')}-${name || 'convidado'}-${photo.id.slice(0, 8)}.${ext}`
}

/** Every photo, a page at a time (newest first), for the archive. */
async function* everyPhoto(service: DataService, token: string): AsyncGenerator<AdminGuestPhoto> {
  let after: string | null = null
  for (;;) {
    const page = await service.admin.listGuestPhotos(token, { status: null, after, limit: PAGE })
    for (const photo of page.items) yield photo
    if (!page.more || page.items.length === 0) return
    after = page.items[page.items.length - 1]?.cursor ?? null
  }
}

export async function downloadAllPhotos(
  service: DataService,
  token: string,
  total: number,
  onProgress: (done: number) => void,
): Promise<number> {
  const { downloadZip } = await import('client-zip')
  let done = 0
  async function* files() {
    let index = 0
    for await (const photo of everyPhoto(service, token)) {
      const data = await service.admin.guestPhotoImage(token, photo.id, true)
      if (!data) continue
      // A data URL on the embedded demo; a signed Storage URL on a Supabase deploy, fetched as
      // the archive needs it.
      let mime: string
      let input: Uint8Array | Response
      if (data.startsWith('data:')) {
        mime = data.slice(5, data.indexOf(';'))
        input = dataUrlBytes(data).bytes
      } else {
        const response = await fetch(data)
        if (!response.ok) continue
        mime = response.headers.get('content-type') ?? 'image/jpeg'
        input = response
      }
      index += 1
      yield {
        name: fileName(photo, mime, index),
        lastModified: new Date(photo.createdAt),
        input,
      }
      done += 1
      onProgress(done)
    }
  }
  const name = `fotos-dos-convidados-${isoDay()}.zip`
  const zip = downloadZip(files())
  const picker = (
    window as Window & {
      showSaveFilePicker?: (options: object) => Promise<FileSystemFileHandle>
    }
  ).showSaveFilePicker
  if (picker && zip.body && total > 0) {
    const handle = await picker({
      suggestedName: name,
      types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }],
    })
    await zip.body.pipeTo(await handle.createWritable())
  } else {
    downloadBlob(await zip.blob(), name)
  }
  return done
}
