import type { ReactNode } from 'react'
import { PRIVACY_NOTICE as T } from '@/config/copy-privacy-notice'
import { DATA_BACKEND, EMAILJS, RSVP_BACKUP_URL, STRIPE_MODE } from '@/config/env'
import { PRIVACY_CONTROLLER, RETENTION_ENDS_AT } from '@/config/wedding'
import { formatLongDate } from '@/lib/dates'

/** Who else handles the guests' data in this build: only the services it is configured with. */
export function processors(): string[] {
  const list: string[] = []
  if (DATA_BACKEND === 'supabase') list.push(T.supabase)
  if (DATA_BACKEND === 'embedded') list.push(T.embedded)
  if (STRIPE_MODE === 'live' || STRIPE_MODE === 'test') list.push(T.stripe)
  if (EMAILJS.publicKey && EMAILJS.serviceId) list.push(T.emailjs)
  if (RSVP_BACKUP_URL) list.push(T.backup(new URL(RSVP_BACKUP_URL).host))
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

/** The privacy notice's text (the dialog around it is PrivacyLink's). */
export function PrivacyNotice() {
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
          {processors().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>
      <Part title={T.retentionTitle}>
        {/* RETENTION_ENDS_AT is the first instant without the data: the last day is the one before. */}
        <p>{T.retention(formatLongDate(RETENTION_ENDS_AT.getTime() - 1))}</p>
      </Part>
      <Part title={T.rightsTitle}>
        <p>{T.rights}</p>
      </Part>
    </div>
  )
}
