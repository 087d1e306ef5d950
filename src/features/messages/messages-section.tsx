import { lazy, useCallback, useEffect, useRef, useState } from 'react'
import { CheckCircle2, Heart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { LastCopyNotice } from '@/components/ui/last-copy-notice'
import { Modal } from '@/components/ui/modal'
import { Section } from '@/components/ui/section'
import { Spinner } from '@/components/ui/spinner'
import { WhenNear } from '@/components/ui/when-near'
import { MESSAGES } from '@/config/copy'
import { MESSAGES_PAGE_SIZE } from '@/config/ui'
import { useDataStatus } from '@/data/react/context'
import type { Message } from '@/data/types'
import { useSectionPages, type PageLoader } from '@/data/react/queries'
import { formatDateTime } from '@/lib/dates'

// The form (with the form library and its rules) is a chunk of its own, fetched as the guest
// scrolls towards it: the first visit's JavaScript budget (docs/product.md "Quality bars").
const MessageForm = lazy(() => import('./message-form').then((m) => ({ default: m.MessageForm })))

const loadMessages: PageLoader<Message> = (service, request, options) =>
  service.listMessages(request, options)

/** 'Mensagens' (#messages): the guests' messages, newest first, and the form to leave one. */
export function MessagesSection() {
  const { ready, backend } = useDataStatus()
  const { items, total, more, loading, loadingMore, lastCopy, loadMore, reload, sectionRef } =
    useSectionPages<Message>('messages', loadMessages, MESSAGES_PAGE_SIZE, { live: 'messages' })
  const [sent, setSent] = useState<{ pending: boolean } | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  // The submit button was disabled while sending, so focus has nowhere to return: take it to the
  // wall, where the new message now is.
  const closeSent = useCallback(() => {
    setSent(null)
    window.setTimeout(() => document.getElementById('messages-list-title')?.focus(), 0)
  }, [])
  // 'Ver mais': focus goes to the first message it added, so a screen reader reads on from
  // there and a keyboard is not left on a button that may have gone (the last page).
  // The added messages may be on screen before loadMore resolves, or only after: try both times.
  const focusNext = useRef<string | null>(null)
  const focusAdded = useCallback(() => {
    const id = focusNext.current
    const added = id ? listRef.current?.querySelector<HTMLElement>(`[data-id="${id}"]`) : null
    if (!added) return
    focusNext.current = null
    added.focus()
  }, [])
  const showMore = useCallback(async () => {
    const [first] = await loadMore()
    focusNext.current = first?.id ?? null
    focusAdded()
  }, [loadMore, focusAdded])
  useEffect(focusAdded, [items, focusAdded])
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
            // About the form's height, so the wall below it does not jump when it comes.
            <WhenNear place="min-h-[32rem] sm:min-h-[33rem]">
              <MessageForm
                onSent={(result) => {
                  setSent(result)
                  void reload()
                }}
              />
            </WhenNear>
          )}
        </div>

        <section aria-labelledby="messages-list-title">
          <LastCopyNotice shown={lastCopy && !loading} />
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h3
              id="messages-list-title"
              tabIndex={-1}
              className="text-2xl font-semibold text-sage-800 outline-none"
            >
              {MESSAGES.listTitle}
            </h3>
            {!loading && items.length > 0 ? (
              <p className="text-sm text-ink-muted">{MESSAGES.count(total)}</p>
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
              <ul ref={listRef} className="space-y-4">
                {items.map((m) => (
                  <li key={m.id}>
                    <article
                      data-id={m.id}
                      tabIndex={-1}
                      className="rounded-2xl border border-sage-100 bg-white p-5 shadow-[0_4px_20px_-14px_rgba(46,42,38,0.35)] outline-none focus-visible:ring-2 focus-visible:ring-sage-500"
                    >
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
              <p role="status" className="mt-6 text-center text-sm text-ink-muted">
                {more ? MESSAGES.shownOf(items.length, total) : null}
              </p>
              {more ? (
                <div className="mt-3 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void showMore()}
                    disabled={loadingMore}
                    aria-busy={loadingMore}
                  >
                    {loadingMore ? MESSAGES.loadingMore : MESSAGES.showMore}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>

      <Modal open={sent !== null} title={MESSAGES.successTitle} onClose={closeSent} size="sm">
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-sage-600" />
          <p className="text-ink">{sent?.pending ? MESSAGES.pendingBody : MESSAGES.successBody}</p>
          <Button onClick={closeSent} className="w-full sm:w-auto">
            {MESSAGES.ok}
          </Button>
        </div>
      </Modal>
    </Section>
  )
}
