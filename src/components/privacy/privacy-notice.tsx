import type { ReactNode } from 'react'
import { Modal } from '@/components/ui/modal'
import { PRIVACY } from '@/config/copy/privacy'
import { PRIVACY_NOTICE as T } from '@/config/copy/privacy-notice'
import { PRIVACY_CONTROLLER } from '@/config/wedding'

/**
 * This build's settings the notice reads, given by its link: imported here, the settings and the
 * date helpers would leave the first visit's chunk for chunks of their own (more requests, more
 * bytes).
 */
export interface NoticeFacts {
  backend: 'supabase' | 'embedded' | 'none'
  card: boolean
  emailjs: boolean
  /** EmailJS also tells the couple of each PIX informed for a gift (VITE_EMAILJS_TEMPLATE_PIX). */
  emailjsPix: boolean
  /** The RSVP backup service's host, when one is set. */
  backupHost: string | null
  /** The last day the guests' contact and sensitive data are kept. */
  retentionDay: string
}

/** Who else handles the guests' data in this build: only the services it is configured with. */
function processors(facts: NoticeFacts): string[] {
  const list: string[] = []
  if (facts.backend === 'supabase') list.push(T.supabase)
  if (facts.backend === 'embedded') list.push(T.embedded)
  if (facts.card) list.push(T.stripe)
  if (facts.emailjs) list.push(facts.emailjsPix ? T.emailjsWithPix : T.emailjs)
  if (facts.backupHost) list.push(T.backup(facts.backupHost))
  return list
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-display text-xl font-semibold text-sage-800">{title}</h3>
      {children}
    </section>
  )
}

/** The privacy notice in a dialog over the current page (a bottom sheet on phones). */
export function PrivacyDialog({ facts, onClose }: { facts: NoticeFacts; onClose: () => void }) {
  return (
    <Modal open title={PRIVACY.link} onClose={onClose} size="lg">
      <PrivacyNotice facts={facts} />
    </Modal>
  )
}

/** The privacy notice's text. */
function PrivacyNotice({ facts }: { facts: NoticeFacts }) {
  const { names, email, whatsapp } = PRIVACY_CONTROLLER
  return (
    <div className="space-y-6 text-ink">
      <p>{T.intro(names)}</p>
      <Part title={T.whoTitle}>
        <p>{T.who(names)}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <a className="underline underline-offset-4" href={`mailto:${email}`}>
              {T.email(email)}
            </a>
          </li>
          {whatsapp ? (
            <li>
              <a
                className="underline underline-offset-4"
                href={`https://wa.me/${whatsapp.phone}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {T.whatsapp(whatsapp.name, whatsapp.phoneLabel)}
              </a>
            </li>
          ) : null}
        </ul>
      </Part>
      <Part title={T.whatTitle}>
        <ul className="space-y-3">
          {T.forms.map(({ form, data, why }) => (
            <li key={form}>
              <strong className="font-semibold">{form}:</strong> {data}, {why}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={T.sensitiveTitle}>
        <p>{T.sensitive}</p>
      </Part>
      <Part title={T.processorsTitle}>
        <p>{T.processorsIntro}</p>
        <ul className="list-disc space-y-1 pl-5">
          {processors(facts).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>
      <Part title={T.deviceTitle}>
        <p>{T.device}</p>
        <ul className="list-disc space-y-1 pl-5">
          {T.deviceItems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{T.deviceClear}</p>
      </Part>
      <Part title={T.retentionTitle}>
        <p>{T.retention(facts.retentionDay)}</p>
      </Part>
      <Part title={T.rightsTitle}>
        <p>{T.rights}</p>
      </Part>
    </div>
  )
}
