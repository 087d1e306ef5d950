import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { ConsentCheckbox } from '@/components/privacy/consent-checkbox'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import { Button } from '@/components/ui/button'
import { LastCopyNotice } from '@/components/ui/last-copy-notice'
import { PHONE_INPUT, TextAreaField, TextField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { COMMON } from '@/config/copy/common'
import { PERSONAL_RSVP, RSVP } from '@/config/copy/rsvp'
import { PRIVACY } from '@/config/copy/privacy'
import { HOUSEHOLD_RSVP } from '@/config/copy/rsvp-household'
import { RSVP_ANSWERS } from '@/config/domain'
import { DIETARY_MAX, MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { GUEST_LIST } from '@/config/guest-list'
import { useDataService } from '@/data/react/context'
import {
  DataError,
  type HouseholdMember,
  type Invitation,
  type InvitationAnswer,
} from '@/data/types'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/dates'
import {
  invitationAnswerSchema,
  invitationKey,
  type InvitationFormValues,
} from '@/lib/forms/invitation-schema'
import { useForm, type Form } from '@/lib/forms/use-form'
import { memberLabel, sendHouseholdBackup, sendHouseholdEmail } from './household-notice'
import { RsvpSkeleton } from './rsvp-skeleton'
import { RsvpThanks } from './rsvp-thanks'
import type { RsvpEmailStatus } from './send-rsvp-email'
import { RsvpDeadline } from './rsvp-deadline'

type Load =
  | { status: 'loading' }
  | { status: 'ready'; invitation: Invitation; lastCopy: boolean }
  /** The code names no household (or is malformed): its text, then the open form. */
  | { status: 'wrong'; message: string }
  /** Too many wrong codes from this client, or the network: its text and 'Tentar novamente'. */
  | { status: 'failed'; message: string }

export interface PersonalRsvpProps {
  code: string
  /** The code names no household (the section's subtitle goes back to the open form's). */
  onWrongCode: () => void
  /** The open form, shown under a wrong code's message so the guest can still answer. */
  openForm: ReactNode
}

/**
 * A household's RSVP through its personal link (docs/decisions/0016-guest-list.md): the code is
 * looked up once, then one person answers for everyone; answering again replaces the answers.
 */
export function PersonalRsvp(props: PersonalRsvpProps) {
  const [tries, setTries] = useState(0)
  // 'Tentar novamente' starts the look-up afresh: a new loader, from its placeholder.
  return <InvitationLoader key={tries} {...props} onRetry={() => setTries((n) => n + 1)} />
}

function InvitationLoader({
  code,
  onWrongCode,
  openForm,
  onRetry,
}: PersonalRsvpProps & { onRetry: () => void }) {
  const service = useDataService()
  const [load, setLoad] = useState<Load>({ status: 'loading' })

  useEffect(() => {
    let current = true
    let lastCopy = false
    // Without signal (the farm), the household as this phone last saw it, said as such.
    const options = { onLastCopy: () => (lastCopy = true) }
    service.getInvitation(code, options).then(
      (invitation) => current && setLoad({ status: 'ready', invitation, lastCopy }),
      (error: unknown) => {
        if (!current) return
        const known = error instanceof DataError ? error : null
        // A malformed code is a wrong code too: trying again would not help.
        if (known?.code === 'not_found' || known?.code === 'invalid')
          setLoad({ status: 'wrong', message: known.message })
        else setLoad({ status: 'failed', message: known?.message || PERSONAL_RSVP.loadError })
      },
    )
    return () => {
      current = false
    }
  }, [service, code])

  useEffect(() => {
    if (load.status === 'wrong') onWrongCode()
  }, [load.status, onWrongCode])

  if (load.status === 'loading') return <RsvpSkeleton />
  if (load.status === 'wrong') {
    return (
      <div className="space-y-6">
        <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p role="alert" className="font-medium">
            {load.message}
          </p>
          <p className="mt-1 text-sm">{HOUSEHOLD_RSVP.openFormInstead}</p>
        </div>
        {openForm}
      </div>
    )
  }
  if (load.status === 'failed') {
    return (
      <div className="space-y-4 rounded-2xl border border-sage-100 bg-white p-5 text-center shadow-sm sm:p-8">
        <p role="alert" className="font-medium text-error-strong">
          {load.message}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          {COMMON.retry}
        </Button>
      </div>
    )
  }
  return (
    <>
      <LastCopyNotice shown={load.lastCopy} />
      <Household code={code} invitation={load.invitation} />
    </>
  )
}

/** The form's values for the household's current answers (blank for who has not answered). */
function initialValues(invitation: Invitation): InvitationFormValues {
  const values: InvitationFormValues = {
    message: invitation.message ?? '',
    phone: invitation.phone ?? '',
  }
  // Dietary notes already stored were stored with the guest's consent.
  values[invitationKey.dietaryConsent] = invitation.members.some((m) => m.dietary) ? 'sim' : ''
  for (const m of invitation.members) {
    values[invitationKey.attending(m.id)] = m.attending ?? ''
    values[invitationKey.name(m.id)] = m.companion ? m.name : ''
    values[invitationKey.dietary(m.id)] = m.dietary ?? ''
  }
  return values
}

interface Done {
  answer: InvitationAnswer
  emailStatus: RsvpEmailStatus
}

function Household({ code, invitation }: { code: string; invitation: Invitation }) {
  const service = useDataService()
  const [answeredAt, setAnsweredAt] = useState(invitation.answeredAt)
  const [done, setDone] = useState<Done | null>(null)
  const attempt = useRef(0)
  const schema = useMemo(() => invitationAnswerSchema(invitation.members), [invitation.members])
  const form = useForm({
    schema,
    initial: initialValues(invitation),
    fallback: RSVP.storeError,
    send: async (answer: InvitationAnswer) => {
      await service.answerInvitation(code, answer)
      void followUp(answer)
    },
  })

  // Stored first; then the couple's email and the backup copy, which never block the answer.
  async function followUp(answer: InvitationAnswer) {
    const mine = ++attempt.current
    setAnsweredAt(new Date().toISOString())
    setDone({ answer, emailStatus: 'processing' })
    const notice = { householdName: invitation.householdName, members: invitation.members, answer }
    void sendHouseholdBackup(notice)
    const emailStatus = await sendHouseholdEmail(notice)
    // A newer answer (after 'Alterar resposta') owns the sub-status.
    if (mine === attempt.current) setDone((d) => d && { ...d, emailStatus })
  }

  if (done) {
    return (
      <HouseholdThanks
        invitation={invitation}
        answer={done.answer}
        emailStatus={done.emailStatus}
        onChangeAnswer={() => setDone(null)}
      />
    )
  }
  return <HouseholdForm invitation={invitation} answeredAt={answeredAt} form={form} />
}

/** Who a seat is, for the legend: the name, or 'Acompanhante' (numbered when there are several). */
function seatNames(members: readonly HouseholdMember[]): Map<string, string> {
  const seats = members.filter((m) => m.companion)
  return new Map(
    members.map((m) => {
      if (!m.companion) return [m.id, m.name]
      const n = seats.indexOf(m) + 1
      return [m.id, seats.length > 1 ? HOUSEHOLD_RSVP.companionNumber(n) : HOUSEHOLD_RSVP.companion]
    }),
  )
}

/** A child's age band as the couple named it (GUEST_LIST.ageBands), or 'Criança'. */
function childLabel(member: HouseholdMember): string | null {
  if (member.kind !== 'child') return null
  const band = GUEST_LIST.ageBands.find((b) => b.id === member.ageBand)
  return band ? band.label : HOUSEHOLD_RSVP.child
}

function HouseholdForm({
  invitation,
  answeredAt,
  form,
}: {
  invitation: Invitation
  answeredAt: string | null
  form: Form<InvitationFormValues, InvitationAnswer>
}) {
  const titleId = useId()
  const names = seatNames(invitation.members)
  const { field, errors, formError, busy, values } = form
  const invalid = Object.values(errors).some(Boolean)
  // The dietary fields show for who comes; their consent shows with them.
  const anyComing = invitation.members.some((m) => values[invitationKey.attending(m.id)] === 'sim')
  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-busy={busy || undefined}
      aria-labelledby={titleId}
      className="space-y-6 rounded-2xl border border-sage-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h3
          id={titleId}
          className="font-display text-3xl font-semibold wrap-anywhere text-sage-800"
        >
          {HOUSEHOLD_RSVP.greeting(invitation.householdName)}
        </h3>
        <p className="mt-2 text-ink">{HOUSEHOLD_RSVP.intro}</p>
        {answeredAt ? (
          <p className="mt-2 text-sm font-medium text-sage-800">
            {HOUSEHOLD_RSVP.answeredOn(formatDateTime(answeredAt))}
          </p>
        ) : null}
      </div>
      <RsvpDeadline />

      <ul aria-label={HOUSEHOLD_RSVP.members} className="space-y-4">
        {invitation.members.map((member) => (
          <li key={member.id}>
            <MemberFields member={member} name={names.get(member.id) ?? ''} form={form} />
          </li>
        ))}
      </ul>
      {anyComing ? (
        <ConsentCheckbox
          checked={values[invitationKey.dietaryConsent] === 'sim'}
          onChange={(on) => form.set(invitationKey.dietaryConsent, on ? 'sim' : '')}
          disabled={busy}
        />
      ) : null}

      <TextAreaField
        label={HOUSEHOLD_RSVP.message}
        {...field('message')}
        rows={3}
        maxLength={MESSAGE_MAX}
        optional
        error={errors.message}
      />
      <TextField
        label={HOUSEHOLD_RSVP.phone}
        {...field('phone')}
        {...PHONE_INPUT}
        optional
        error={errors.phone}
      />
      <PrivacyLine>{PRIVACY.rsvp}</PrivacyLine>
      <FormAlert>{formError ?? (invalid ? HOUSEHOLD_RSVP.checkFields : null)}</FormAlert>
      <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
        {busy ? HOUSEHOLD_RSVP.submitting : HOUSEHOLD_RSVP.submit}
      </Button>
    </form>
  )
}

const CHOICES = [
  { value: RSVP_ANSWERS[0], label: RSVP.willAttendSim },
  { value: RSVP_ANSWERS[1], label: RSVP.willAttendNao },
] as const

/** One person: sim / não (a radio group named by the person), then, when coming, the details. */
function MemberFields({
  member,
  name,
  form,
}: {
  member: HouseholdMember
  name: string
  form: Form<InvitationFormValues, InvitationAnswer>
}) {
  const legendId = useId()
  const errorId = useId()
  const { values, set, field, errors, busy } = form
  const key = invitationKey.attending(member.id)
  const attending = values[key]
  const problem = errors[key]
  const band = childLabel(member)
  return (
    <fieldset
      aria-labelledby={legendId}
      className="space-y-3 rounded-xl border border-sage-100 p-4"
    >
      <legend id={legendId} className="float-left w-full text-base font-semibold text-ink">
        <span className="wrap-anywhere">{name}</span>
        {band ? (
          <span className="ml-2 inline-block rounded-full bg-sage-50 px-2 py-0.5 text-sm font-normal text-sage-800">
            {band}
          </span>
        ) : null}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={problem ? errorId : undefined}
        aria-invalid={problem ? true : undefined}
        className="clear-both grid grid-cols-2 gap-3"
      >
        {CHOICES.map(({ value, label }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2 transition-colors',
              'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sage-600',
              attending === value
                ? 'border-sage-700 bg-sage-100 text-sage-800'
                : problem
                  ? 'border-error bg-white text-ink'
                  : 'border-sage-200 bg-white text-ink hover:border-sage-400',
            )}
          >
            <input
              type="radio"
              name={key}
              value={value}
              checked={attending === value}
              onChange={() => set(key, value)}
              disabled={busy}
              className="size-6 shrink-0 accent-sage-700 focus-visible:outline-none"
            />
            <span className="font-medium">{label}</span>
          </label>
        ))}
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-error">
          {problem}
        </p>
      ) : null}
      {attending === 'sim' ? (
        <>
          {member.companion ? (
            <TextField
              label={HOUSEHOLD_RSVP.companionName}
              {...field(invitationKey.name(member.id))}
              autoComplete="off"
              maxLength={NAME_MAX}
              required
              error={errors[invitationKey.name(member.id)]}
            />
          ) : null}
          <TextField
            label={HOUSEHOLD_RSVP.dietary}
            hint={HOUSEHOLD_RSVP.dietaryHint}
            {...field(invitationKey.dietary(member.id))}
            maxLength={DIETARY_MAX}
            optional
            error={errors[invitationKey.dietary(member.id)]}
          />
        </>
      ) : null}
    </fieldset>
  )
}

function HouseholdThanks({
  invitation,
  answer,
  emailStatus,
  onChangeAnswer,
}: {
  invitation: Invitation
  answer: InvitationAnswer
  emailStatus: RsvpEmailStatus
  onChangeAnswer: () => void
}) {
  const names = (said: 'sim' | 'nao') =>
    answer.members
      .filter((a) => a.attending === said)
      .map((a) => {
        const member = invitation.members.find((m) => m.id === a.id)
        return member ? memberLabel(member, a.name) : (a.name ?? '')
      })
  const coming = names('sim')
  const rows: [string, string][] = [
    [HOUSEHOLD_RSVP.coming, coming.join(', ') || HOUSEHOLD_RSVP.nobody],
    [HOUSEHOLD_RSVP.notComing, names('nao').join(', ') || HOUSEHOLD_RSVP.nobody],
    [HOUSEHOLD_RSVP.message, answer.message ?? HOUSEHOLD_RSVP.noMessage],
  ]
  return (
    <RsvpThanks
      title={HOUSEHOLD_RSVP.thanksTitle(invitation.householdName)}
      lead={coming.length > 0 ? HOUSEHOLD_RSVP.thanksSome : HOUSEHOLD_RSVP.thanksNone}
      rows={rows}
      attending={coming.length > 0}
      emailStatus={emailStatus}
      emailTexts={HOUSEHOLD_RSVP.email}
      onChangeAnswer={onChangeAnswer}
    />
  )
}
