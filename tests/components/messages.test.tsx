import type { PGliteInterface } from '@electric-sql/pglite'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { MESSAGES } from '@/config/copy/messages'
import { RATE_LIMITS } from '@/config/limits'
import {
  LIVE_REFRESH_MIN_MS,
  MESSAGE_MAX,
  MESSAGE_TEXTAREA_ROWS,
  MESSAGES_PAGE_SIZE,
} from '@/config/ui'
import { createNotConfiguredService } from '@/data/service'
import { DataError, type DataService, type PageRequest } from '@/data/types'
import { MessagesSection } from '@/features/messages/messages-section'
import { embeddedTestDb, must, renderWithService } from './harness'

// The messages section on the embedded backend (PGlite in Node), as a guest uses it.

let db: PGliteInterface
let service: DataService

beforeAll(async () => {
  ;({ db, service } = await embeddedTestDb())
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec(
    'reset role; truncate public.messages, private.recent_message_keys, private.rate_hits; update public.settings set approve_messages = false',
  )
})

function renderMessages(svc: DataService = service) {
  return renderWithService(<MessagesSection />, svc)
}

/** The section with its form, which is a chunk of its own (it comes as the guest nears it). */
async function renderForm(svc: DataService = service) {
  const view = renderMessages(svc)
  await screen.findByLabelText(MESSAGES.message)
  return view
}

async function insertMessage(name: string, message: string, createdAt: string) {
  await db.query(
    'insert into public.messages (name, message, is_approved, created_at) values ($1, $2, true, $3)',
    [name, message, createdAt],
  )
}

const list = () =>
  within(must(screen.getByRole('heading', { name: MESSAGES.listTitle }).closest('section')))
const nameField = () => screen.getByLabelText(MESSAGES.name)
const messageField = () => screen.getByLabelText(MESSAGES.message)
const send = () => screen.getByRole('button', { name: MESSAGES.submit })

async function storedMessages() {
  const { rows } = await db.query<{ name: string; message: string }>(
    'select name, message from public.messages order by created_at',
  )
  return rows
}

describe('Messages: list', () => {
  it('shows approved messages newest first, with name, text and a pt-BR date', async () => {
    await insertMessage('Tia Lúcia', 'Felicidades ao casal!', '2025-06-01T15:30:00-03:00')
    await insertMessage('Pedro', 'Que dia lindo vai ser.', '2025-07-15T09:05:00-03:00')
    await db.query(
      `insert into public.messages (name, message, is_approved) values ('Oculto', 'não aprovada', false)`,
    )
    renderMessages()
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(2))
    const [first, second] = list().getAllByRole('article')
    expect(within(must(first)).getByRole('heading', { name: 'Pedro' })).toBeInTheDocument()
    expect(within(must(first)).getByText('Que dia lindo vai ser.')).toBeInTheDocument()
    expect(within(must(first)).getByText('15/07/2025 às 09:05')).toBeInTheDocument()
    expect(within(must(second)).getByRole('heading', { name: 'Tia Lúcia' })).toBeInTheDocument()
    expect(list().queryByText('não aprovada')).not.toBeInTheDocument()
  })

  it('invites the first message when there is none', async () => {
    renderMessages()
    expect(await screen.findByText(MESSAGES.empty)).toBeInTheDocument()
  })

  it('updates live when a message arrives from elsewhere', async () => {
    renderMessages()
    await screen.findByText(MESSAGES.empty)
    await db.query(`select public.post_message('Vó Maria', 'Deus abençoe!')`)
    expect(await list().findByText('Deus abençoe!')).toBeInTheDocument()
  })

  it('renders HTML and script as plain text', async () => {
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>oi</b>'
    await insertMessage('<i>Hacker</i>', evil, '2025-07-01T10:00:00-03:00')
    const { container } = renderMessages()
    expect(await list().findByText(evil)).toBeInTheDocument()
    expect(list().getByRole('heading', { name: '<i>Hacker</i>' })).toBeInTheDocument()
    expect(container.querySelector('article script, article b, article i, article img')).toBeNull()
  })
})

describe('Messages: form', () => {
  it('has a 4-row textarea with the database limit and a character counter', async () => {
    const user = userEvent.setup({ delay: null })
    await renderForm()
    expect(messageField()).toHaveAttribute('rows', String(MESSAGE_TEXTAREA_ROWS))
    expect(messageField()).toHaveAttribute('maxLength', String(MESSAGE_MAX))
    expect(screen.getByText(MESSAGES.counter(0, MESSAGE_MAX))).toBeInTheDocument()
    await user.type(messageField(), 'Parabéns')
    expect(screen.getByText(MESSAGES.counter(8, MESSAGE_MAX))).toBeInTheDocument()
  })

  it('requires name and message (blank spaces do not count)', async () => {
    const user = userEvent.setup({ delay: null })
    await renderForm()
    await user.type(nameField(), '   ')
    await user.type(messageField(), 'Oi')
    await user.click(send())
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required)
    await user.clear(messageField())
    await user.type(nameField(), 'Ana')
    await user.type(messageField(), '  \n ')
    await user.click(send())
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required)
    expect(await storedMessages()).toEqual([])
  })

  it('posts trimmed values, shows the success modal, clears the form and lists it', async () => {
    const user = userEvent.setup({ delay: null })
    await renderForm()
    await screen.findByText(MESSAGES.empty)
    await user.type(nameField(), '  Ana Souza ')
    await user.type(messageField(), '  Muitas felicidades!  ')
    await user.click(send())
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.successTitle })
    expect(await storedMessages()).toEqual([{ name: 'Ana Souza', message: 'Muitas felicidades!' }])
    expect(nameField()).toHaveValue('')
    expect(messageField()).toHaveValue('')
    expect(await list().findByText('Muitas felicidades!')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.ok }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the red toast and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderForm({
      ...service,
      postMessage: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await user.type(nameField(), 'Carlos')
    await user.type(messageField(), 'Um abraço!')
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.sendError)
    expect(nameField()).toHaveValue('Carlos')
    expect(messageField()).toHaveValue('Um abraço!')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the rate limit’s text and keeps what was typed when this browser posts too often', async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderForm()
    await screen.findByText(MESSAGES.empty)
    // The embedded demo has no client address: this browser is one client.
    const { perClient } = RATE_LIMITS.post_message
    for (let i = 0; i < perClient; i++) {
      await db.query(`select public.post_message('Bia', $1)`, [`Mensagem ${i}`])
    }
    await user.type(nameField(), 'Carlos')
    await user.type(messageField(), 'Um abraço!')
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON.tooManyRequests)
    expect(nameField()).toHaveValue('Carlos')
    expect(messageField()).toHaveValue('Um abraço!')
    expect(await storedMessages()).toHaveLength(perClient)
  })

  it("shows the database's refusal of an exact repeat within a minute", async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderForm()
    await screen.findByText(MESSAGES.empty)
    await db.query(`select public.post_message('Bia', 'Amo vocês!')`)
    await user.type(nameField(), 'Bia')
    await user.type(messageField(), 'Amo vocês!')
    await user.click(send())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Aguarde um minuto/)
    expect(messageField()).toHaveValue('Amo vocês!')
    expect(await storedMessages()).toHaveLength(1)
  })

  it('pretends success and sends nothing when the honeypot is filled', async () => {
    const user = userEvent.setup({ delay: null })
    await renderForm()
    const trap = screen.getByLabelText(MESSAGES.honeypot)
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(trap, 'http://spam.example')
    await user.type(nameField(), 'Bot')
    await user.type(messageField(), 'Compre já!')
    await user.click(send())
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeInTheDocument()
    expect(await storedMessages()).toEqual([])
  })
})

describe('Messages: not configured', () => {
  it('says the message system is not configured when there is no backend', async () => {
    renderMessages(createNotConfiguredService())
    expect(await screen.findByText(MESSAGES.notConfigured)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: MESSAGES.submit })).not.toBeInTheDocument()
  })

  it("maps a 'not_configured' error at send time to the product’s text", async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderForm({
      ...service,
      postMessage: async () => {
        throw new DataError('Supabase não configurado', 'not_configured')
      },
    })
    await user.type(nameField(), 'Rita')
    await user.type(messageField(), 'Oi!')
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notConfigured)
    expect(nameField()).toHaveValue('Rita')
  })
})

/** `count` approved messages, one a minute apart from 2025-08-01 (the last is the newest). */
async function insertMany(count: number, name = 'Convidado') {
  await db.query(
    `insert into public.messages (name, message, created_at)
     select $1 || ' ' || i, 'Recado ' || i, timestamptz '2025-08-01 12:00:00+00' + i * interval '1 minute'
       from generate_series(1, $2::int) i`,
    [name, count],
  )
}

describe('Messages: paging', () => {
  it("reads a page at a time, newest first; 'Ver mais' appends the next and hides at the end", async () => {
    const user = userEvent.setup({ delay: null })
    await insertMany(30)
    renderMessages()
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(MESSAGES_PAGE_SIZE))
    expect(list().getAllByRole('article')[0]).toHaveTextContent('Recado 30')
    expect(screen.getByText(MESSAGES.count(30))).toBeInTheDocument()
    expect(list().getByRole('status')).toHaveTextContent(MESSAGES.shownOf(12, 30))

    await user.click(list().getByRole('button', { name: MESSAGES.showMore }))
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(24))
    // Focus moves to the first message the button added.
    await waitFor(() => expect(list().getAllByRole('article')[12]).toHaveFocus())
    expect(list().getAllByRole('article')[12]).toHaveTextContent('Recado 18')
    expect(list().getByRole('status')).toHaveTextContent(MESSAGES.shownOf(24, 30))

    await user.click(list().getByRole('button', { name: MESSAGES.showMore }))
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(30))
    expect(list().getAllByRole('article')[29]).toHaveTextContent('Recado 1')
    expect(list().queryByRole('button', { name: MESSAGES.showMore })).not.toBeInTheDocument()
    await waitFor(() => expect(list().getAllByRole('article')[24]).toHaveFocus())
  })

  it("keeps the pages 'Ver mais' loaded when a new message arrives live", async () => {
    const user = userEvent.setup({ delay: null })
    await insertMany(30)
    renderMessages()
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(MESSAGES_PAGE_SIZE))
    await user.click(list().getByRole('button', { name: MESSAGES.showMore }))
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(24))

    await db.query(`select public.post_message('Vó Maria', 'Chegou agora!')`)
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(25), {
      timeout: LIVE_REFRESH_MIN_MS + 2000,
    })
    const articles = list().getAllByRole('article')
    expect(articles[0]).toHaveTextContent('Chegou agora!')
    expect(articles[24]).toHaveTextContent('Recado 7')
    expect(screen.getByText(MESSAGES.count(31))).toBeInTheDocument()
  })

  it('after a flood, the real messages are still a few pages away', async () => {
    const user = userEvent.setup({ delay: null })
    await db.query(`select public.post_message('Tia Lúcia', 'Felicidades ao casal!')`)
    await db.exec(`
      insert into public.messages (name, message, created_at)
      select 'Robô', 'Spam ' || i, now() + i * interval '1 millisecond' from generate_series(1, 30) i
    `)
    renderMessages()
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(MESSAGES_PAGE_SIZE))
    expect(list().queryByText('Felicidades ao casal!')).not.toBeInTheDocument()
    await user.click(list().getByRole('button', { name: MESSAGES.showMore }))
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(24))
    await user.click(list().getByRole('button', { name: MESSAGES.showMore }))
    expect(await list().findByText('Felicidades ao casal!')).toBeInTheDocument()
  })
})

describe('Messages: live updates coalesce', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a burst of changes reads the first page once now and at most once a second after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const reads: PageRequest[] = []
    let change: () => void = () => {}
    const counting: DataService = {
      ...service,
      listMessages: async (request, options) => {
        reads.push(request)
        return service.listMessages(request, options)
      },
      subscribe: (_table, onChange) => {
        change = onChange
        return () => {}
      },
    }
    renderMessages(counting)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(reads).toHaveLength(1)

    // A script posts 200 messages in a fraction of a second.
    await act(async () => {
      for (let i = 0; i < 200; i++) change()
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MIN_MS - 10)
    })
    expect(reads).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(reads).toHaveLength(2)
    await act(async () => {
      for (let i = 0; i < 200; i++) change()
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MIN_MS * 5)
    })
    expect(reads).toHaveLength(3)
    // Each refresh reads one page: the first.
    expect(reads.every((r) => !r.after && r.limit === MESSAGES_PAGE_SIZE)).toBe(true)

    // A lone change after a quiet second is read at once.
    await act(async () => {
      change()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(reads).toHaveLength(4)
  })
})

describe('Messages: approval', () => {
  it('tells the guest the message appears after the couple approves it, and keeps it off the wall', async () => {
    const user = userEvent.setup({ delay: null })
    await db.exec('update public.settings set approve_messages = true')
    await insertMessage('Pedro', 'Já aprovada', '2025-07-15T09:05:00-03:00')
    renderMessages()
    await list().findByText('Já aprovada')
    await user.type(nameField(), 'Ana')
    await user.type(messageField(), 'Aguardando os noivos')
    await user.click(send())
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.successTitle })
    expect(within(dialog).getByText(MESSAGES.pendingBody)).toBeInTheDocument()
    expect(within(dialog).queryByText(MESSAGES.successBody)).not.toBeInTheDocument()
    expect(await storedMessages()).toHaveLength(2)
    expect(list().queryByText('Aguardando os noivos')).not.toBeInTheDocument()
    expect(list().getAllByRole('article')).toHaveLength(1)
  })
})
