import { ERRORS } from '@/config/copy'
import {
  DataError,
  type AdminService,
  type BackendKind,
  type DataService,
  type LiveTable,
} from '../types'

/**
 * The DataService until the real one is up: the backend starts on first need (context.tsx) and
 * the embedded database then takes several seconds on a first visit. It already says which backend
 * is coming, so sections show their loading state and never the '…não configurado' texts; a call
 * starts the backend and waits for it instead of failing.
 */
export function createDeferredService(
  backend: BackendKind,
  start: () => Promise<DataService>,
): DataService {
  // Reads must never throw (docs/product.md §8); if the backend fails to start, they are empty.
  const settled = () => start().catch(() => null)
  // Writes fail like the sections expect when no backend could start.
  const started = () =>
    start().catch((cause: unknown) => {
      throw new DataError(ERRORS.backendNotConfigured, 'not_configured', { cause })
    })

  const admin = new Proxy({} as AdminService, {
    get:
      (_target, key: keyof AdminService) =>
      async (...args: unknown[]) => {
        const service = await started()
        return (service.admin[key] as (...a: unknown[]) => Promise<unknown>)(...args)
      },
  })

  const subscribe = (table: LiveTable, onChange: () => void) => {
    let unsubscribe: (() => void) | null = null
    let cancelled = false
    void settled().then((service) => {
      if (service && !cancelled) unsubscribe = service.subscribe(table, onChange)
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }

  return {
    backend,
    listMessages: async (request, options) =>
      (await settled())?.listMessages(request, options) ?? { items: [], more: false, total: 0 },
    listGifts: async (options) => (await settled())?.listGifts(options) ?? [],
    listPhotos: async (options) => (await settled())?.listPhotos(options) ?? [],
    getPhotoImage: async (id) => (await settled())?.getPhotoImage(id) ?? null,
    getGiftThumbnails: async (ids) => (await settled())?.getGiftThumbnails(ids) ?? {},
    getGiftImage: async (id) => (await settled())?.getGiftImage(id) ?? null,
    messagesNeedApproval: async () => (await started()).messagesNeedApproval(),
    rsvpOpen: async (options) => (await settled())?.rsvpOpen(options) ?? false,
    postMessage: async (input) => (await started()).postMessage(input),
    reserveGift: async (id, reservation) => (await started()).reserveGift(id, reservation),
    submitRsvp: async (input) => (await started()).submitRsvp(input),
    getInvitation: async (code, options) => (await started()).getInvitation(code, options),
    answerInvitation: async (code, answer) => (await started()).answerInvitation(code, answer),
    startGiftPix: async (input) => (await started()).startGiftPix(input),
    informGiftPix: async (txid) => (await started()).informGiftPix(txid),
    subscribe,
    adminLogin: async (username, password, device) =>
      (await started()).adminLogin(username, password, device),
    adminLogout: async (token) => (await started()).adminLogout(token),
    adminSession: async (token) => (await started()).adminSession(token),
    admin,
    resetDemo:
      backend === 'embedded'
        ? async () => {
            const service = await started()
            await service.resetDemo?.()
          }
        : undefined,
  }
}
