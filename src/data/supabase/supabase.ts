import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { logReadError, loginFailure, toDataError, type Operation } from '../errors'
import {
  GIFT_COLUMNS,
  MESSAGE_COLUMNS,
  PHOTO_COLUMNS,
  isoTime,
  toAdminGift,
  toAdminUser,
  toBackup,
  toContribution,
  toGift,
  toMessage,
  toPhoto,
  toRsvp,
} from '../rows'
import type { AdminService, DataService, ReadOptions } from '../types'

/**
 * The Supabase backend: plain selects for public reads (listed columns: anon has column grants
 * only), `rpc` for every write and every admin call, postgres_changes for live lists
 * (docs/architecture.md).
 */

type Row = Record<string, unknown>

export interface SupabaseServiceOptions {
  /** Tests answer the HTTP edge with a fake fetch. */
  fetch?: typeof fetch
}

export function createSupabaseService(
  url: string,
  anonKey: string,
  options: SupabaseServiceOptions = {},
): DataService {
  const client = createClient(url, anonKey, {
    // Guests never sign in with Supabase Auth; admin sessions are our own tokens (DESIGN.md).
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
  })
  return createSupabaseServiceOn(client)
}

let channelCount = 0

export function createSupabaseServiceOn(client: SupabaseClient): DataService {
  /** Calls one SQL function; a failure becomes the DataError of the operation. */
  const rpc = async (operation: Operation, fn: string, args: Row): Promise<unknown> => {
    let result: { data: unknown; error: unknown }
    try {
      result = await client.rpc(fn, args)
    } catch (error) {
      throw toDataError(operation, error)
    }
    if (result.error) throw toDataError(operation, result.error)
    return result.data
  }
  const rpcRows = async (operation: Operation, fn: string, args: Row): Promise<Row[]> => {
    const data = await rpc(operation, fn, args)
    return Array.isArray(data) ? (data as Row[]) : []
  }

  /** Reads never throw (SPEC §8): [] and a console.error. */
  const read = async <T>(
    what: string,
    query: PromiseLike<{ data: unknown; error: unknown }>,
    map: (row: Row) => T,
    options?: ReadOptions,
  ): Promise<T[]> => {
    try {
      const { data, error } = await query
      if (error) throw error
      return Array.isArray(data) ? (data as Row[]).map(map) : []
    } catch (error) {
      logReadError(what, error)
      options?.onError?.(error)
      return []
    }
  }

  const admin: AdminService = {
    listGifts: async (token) =>
      (await rpcRows('adminListGifts', 'admin_list_gifts', { p_token: token })).map(toAdminGift),
    addGift: async (token, gift) => {
      const data = await rpc('addGift', 'admin_add_gift', {
        p_token: token,
        p_name: gift.name,
        p_description: gift.description,
        p_category: gift.category,
      })
      const row = Array.isArray(data) ? data[0] : data
      return toAdminGift((row ?? {}) as Row)
    },
    deleteGift: async (token, id) => {
      await rpc('deleteGift', 'admin_delete_gift', { p_token: token, p_id: id })
    },
    reserveGift: async (token, id, r) => {
      await rpc('adminReserveGift', 'admin_reserve_gift', {
        p_token: token,
        p_id: id,
        p_name: r.guestName,
        p_email: r.guestEmail,
        p_phone: r.guestPhone ?? null,
        p_message: r.message ?? null,
      })
    },
    cancelReservation: async (token, id) => {
      await rpc('cancelReservation', 'admin_cancel_reservation', { p_token: token, p_id: id })
    },
    addPhoto: async (token, photo) => {
      await rpc('addPhoto', 'admin_add_photo', {
        p_token: token,
        p_title: photo.title,
        p_description: photo.description ?? null,
        p_image_data: photo.imageData,
        p_image_type: photo.imageType,
        p_thumbnail: photo.thumbnail,
      })
    },
    deletePhoto: async (token, id) => {
      await rpc('deletePhoto', 'admin_delete_photo', { p_token: token, p_id: id })
    },
    deleteMessage: async (token, id) => {
      await rpc('deleteMessage', 'admin_delete_message', { p_token: token, p_id: id })
    },
    listRsvps: async (token) =>
      (await rpcRows('listRsvps', 'admin_list_rsvps', { p_token: token }))
        .map(toRsvp)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    listContributions: async (token) =>
      (await rpcRows('listContributions', 'admin_list_contributions', { p_token: token }))
        .map(toContribution)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    addPixContribution: async (token, entry) => {
      await rpc('addPixContribution', 'admin_add_pix_contribution', {
        p_token: token,
        p_donor_name: entry.donorName,
        p_amount_cents: entry.amountCents,
        p_date: entry.date,
        p_note: entry.note ?? null,
      })
    },
    createAdmin: async (token, user) => {
      await rpc('createAdmin', 'admin_create_user', {
        p_token: token,
        p_username: user.username,
        p_email: user.email,
        p_password: user.password,
      })
    },
    changePassword: async (token, current, next) => {
      await rpc('changePassword', 'admin_change_password', {
        p_token: token,
        p_current_password: current,
        p_new_password: next,
      })
    },
    backup: async (token) => toBackup(await rpc('backup', 'admin_backup', { p_token: token })),
  }

  return {
    backend: 'supabase',

    // SPEC §7: approved messages, newest first.
    listMessages: (readOptions) =>
      read(
        'mensagens',
        client
          .from('messages')
          .select(MESSAGE_COLUMNS.join(','))
          .eq('is_approved', true)
          .order('created_at', { ascending: false }),
        toMessage,
        readOptions,
      ),
    // SPEC §7: by category, then name.
    listGifts: (readOptions) =>
      read(
        'presentes',
        client
          .from('gifts')
          .select(GIFT_COLUMNS.join(','))
          .order('category', { ascending: true })
          .order('name', { ascending: true }),
        toGift,
        readOptions,
      ),
    // SPEC §7: active photos, newest first; without image_data (DESIGN departure 4).
    listPhotos: (readOptions) =>
      read(
        'fotos',
        client
          .from('photos')
          .select(PHOTO_COLUMNS.join(','))
          .eq('is_active', true)
          .order('created_at', { ascending: false }),
        toPhoto,
        readOptions,
      ),
    getPhotoImage: async (id) => {
      const rows = await read(
        'foto',
        client.from('photos').select('image_data').eq('id', id).eq('is_active', true).limit(1),
        (row) => row.image_data,
      )
      const value = rows[0]
      return typeof value === 'string' ? value : null
    },

    postMessage: async ({ name, message }) => {
      await rpc('postMessage', 'post_message', { p_name: name, p_message: message })
    },
    reserveGift: async (giftId, r) => {
      await rpc('reserveGift', 'reserve_gift', {
        p_gift_id: giftId,
        p_name: r.guestName,
        p_email: r.guestEmail,
        p_phone: r.guestPhone ?? null,
        p_message: r.message ?? null,
      })
    },
    submitRsvp: async (input) => {
      const updated = await rpc('submitRsvp', 'submit_rsvp', {
        p_nome_completo: input.nomeCompleto,
        p_vai_ao_evento: input.vaiAoEvento,
        p_email: input.email,
        p_telefone: input.telefone,
        p_observacoes: input.observacoes ?? null,
      })
      return { updated: updated === true }
    },

    // One channel per subscription, removed on unsubscribe; any event re-fetches (SPEC §7).
    subscribe: (table, onChange) => {
      const channel = client
        .channel(`wedding-${table}-${++channelCount}`)
        .on('postgres_changes', { event: '*', schema: 'public', table }, () => onChange())
        .subscribe()
      return () => {
        void client.removeChannel(channel)
      }
    },

    adminLogin: async (username, password) => {
      const result = await rpc('login', 'admin_login', {
        p_username: username,
        p_password: password,
      })
      const failure = loginFailure(result)
      if (failure) throw failure
      const user = toAdminUser(result)
      const token = (result as Row | null)?.token
      if (!user || typeof token !== 'string') throw toDataError('login', result)
      return {
        ...user,
        token,
        loginTime: isoTime((result as Row).login_time) || new Date().toISOString(),
      }
    },
    adminLogout: async (token) => {
      await rpc('logout', 'admin_logout', { p_token: token })
    },
    // null only when the database refuses the token; a failed check throws (the caller keeps it).
    adminSession: async (token) =>
      toAdminUser(await rpc('login', 'admin_session', { p_token: token })),
    admin,
  }
}
