import { ERRORS } from '@/config/copy'
import { DataError, type AdminService, type DataService } from '../types'

/**
 * A production build with no backend configured (never a silent demo: docs/decisions/0004-embedded-backend.md). Reads are empty,
 * writes fail with 'not_configured' so each section shows its own '…não configurado' text (docs/product.md §8).
 */
export function createNotConfiguredService(): DataService {
  const fail = async (): Promise<never> => {
    throw new DataError(ERRORS.backendNotConfigured, 'not_configured')
  }
  const admin: AdminService = {
    listGifts: fail,
    saveGift: fail,
    deleteGift: fail,
    reserveGift: fail,
    cancelReservation: fail,
    cancelReservationsByEmail: fail,
    addPhoto: fail,
    deletePhoto: fail,
    deleteMessage: fail,
    listMessages: fail,
    deleteMessages: fail,
    approveMessages: fail,
    setMessageApproval: fail,
    listRsvps: fail,
    matchRsvp: fail,
    listHouseholds: fail,
    saveHousehold: fail,
    deleteHousehold: fail,
    importHouseholds: fail,
    recordAnswer: fail,
    listContributions: fail,
    addPixContribution: fail,
    setContributionHidden: fail,
    contributionTotals: fail,
    reviewPix: fail,
    pixHoldHours: fail,
    setPixHoldHours: fail,
    createAdmin: fail,
    changePassword: fail,
    backup: fail,
    listAdmins: fail,
    deactivateAdmin: fail,
    endOtherSessions: fail,
    findPerson: fail,
    exportPerson: fail,
    erasePerson: fail,
    privacyLog: fail,
    retentionStatus: fail,
    rsvpAfterDeadline: fail,
    setRsvpAfterDeadline: fail,
  }
  return {
    backend: 'none',
    listMessages: async () => ({ items: [], more: false, total: 0 }),
    listGifts: async () => [],
    listPhotos: async () => [],
    getPhotoImage: async () => null,
    getGiftThumbnails: async () => ({}),
    getGiftImage: async () => null,
    messagesNeedApproval: fail,
    rsvpOpen: async () => false,
    postMessage: fail,
    reserveGift: fail,
    submitRsvp: fail,
    getInvitation: fail,
    answerInvitation: fail,
    startGiftPix: fail,
    informGiftPix: fail,
    subscribe: () => () => {},
    adminLogin: fail,
    adminLogout: async () => {},
    adminSession: async () => null,
    admin,
  }
}
