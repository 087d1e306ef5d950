import { useCallback, useState } from 'react'
import { CheckCircle2, Heart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { Section } from '@/components/ui/section'
import { Spinner } from '@/components/ui/spinner'
import { MESSAGES } from '@/config/copy'
import { useDataStatus } from '@/data/react/context'
import type { DataService, Message } from '@/data/types'
import { useSectionList } from '@/data/react/use-live-list'
import { formatDateTime } from '@/lib/dates'
import { MessageForm } from './message-form'

const loadMessages = (service: DataService) => service.listMessages()

// A long wall stays readable on a phone: the newest first, more on request.
const PAGE_SIZE = 12

/** 'Mensagens' (#messages): the guests' messages, newest first, and the form to leave one. */
export function MessagesSection() {
  const { ready, backend } = useDataStatus()
  const { items, loading, reload, sectionRef } = useSectionList<Message>('messages', loadMessages)
  const [sentOpen, setSentOpen] = useState(false)
  // The submit button was disabled while sending, so focus has nowhere to return: take it to the
  // wall, where the new message now is.
  const closeSent = useCallback(() => {
    setSentOpen(false)
    window.setTimeout(() => document.getElementById('messages-list-title')?.focus(), 0)
  }, [])
  const [shown, setShown] = useState(PAGE_SIZE)
  const notConfigured = ready && backend === 'none'

  return (
    <Section ref={sectionRef} id="messages" title={MESSAGES.title} subtitle={MESSAGES.subtitle}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="lg:sticky lg:top-28">
          {notConfigured ? (
            <p
              role="status"
              className="rounded-2xl border border-sage-200 bg-sage-50 p-6 text-center text-ink"
            >
              {MESSAGES.notConfigured}
            </p>
          ) : (
            <MessageForm
              onSent={() => {
                setSentOpen(true)
                void reload()
              }}
            />
          )}
        </div>

        <section aria-labelledby="messages-list-title">
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h3
              id="messages-list-title"
              tabIndex={-1}
              className="text-2xl font-semibold text-sage-800 outline-none"
            >
              {MESSAGES.listTitle}
            </h3>
            {!loading && items.length > 0 ? (
              <p className="text-sm text-ink-muted">{MESSAGES.count(items.length)}</p>
            ) : null}
          </div>
          {loading ? (
            <Spinner label={MESSAGES.loading} className="py-6" />
          ) : items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-sage-300 bg-white/60 p-8 text-center text-ink-muted">
              {MESSAGES.empty}
            </p>
          ) : (
            <>
              <ul className="space-y-4">
                {items.slice(0, shown).map((m) => (
                  <li key={m.id}>
                    <article className="rounded-2xl border border-sage-100 bg-white p-5 shadow-[0_4px_20px_-14px_rgba(46,42,38,0.35)]">
                      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                        <h4 className="flex min-w-0 items-center gap-2 font-sans text-base font-semibold wrap-anywhere text-sage-800">
                          <Heart aria-hidden="true" className="size-4 shrink-0 text-champagne" />
                          {m.name}
                        </h4>
                        <time dateTime={m.created_at} className="text-sm text-ink-muted">
                          {formatDateTime(m.created_at)}
                        </time>
                      </header>
                      {/* Rendered as text: an HTML or script string shows literally. */}
                      <p className="mt-2 whitespace-pre-line wrap-anywhere text-ink">{m.message}</p>
                    </article>
                  </li>
                ))}
              </ul>
              {items.length > shown ? (
                <div className="mt-6 flex justify-center">
                  <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                    {MESSAGES.showMore}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>

      <Modal open={sentOpen} title={MESSAGES.successTitle} onClose={closeSent} size="sm">
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-sage-600" />
          <p className="text-ink">{MESSAGES.successBody}</p>
          <Button onClick={closeSent} className="w-full sm:w-auto">
            {MESSAGES.ok}
          </Button>
        </div>
      </Modal>
    </Section>
  )
}
