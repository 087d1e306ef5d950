import { TextAreaField, TextField } from '@/components/ui/field'
import { FormError } from '@/components/ui/form-error'
import { Modal, ModalFormActions } from '@/components/ui/modal'
import { PRIVACY_ADMIN } from '@/config/copy/admin-privacy'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import type { Household } from '@/data/types'
import { answerSchema, type AnswerFormMember } from '@/lib/forms/admin-schemas'
import { useAdminApi } from '../session/admin-context'
import { useAdminForm } from '../panels/admin-form'

export interface RecordAnswerModalProps {
  household: Household | null
  onClose: () => void
  onSaved: () => void
}

/** The couple record an answer a guest gave them by phone (source 'casal'). */
export function RecordAnswerModal({ household, onClose, onSaved }: RecordAnswerModalProps) {
  return (
    <Modal
      open={household !== null}
      title={household ? G.recordTitle(household.name) : ''}
      description={G.recordIntro}
      onClose={onClose}
      size="lg"
    >
      {household ? (
        <AnswerForm key={household.id} household={household} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  )
}

function AnswerForm({
  household,
  onCancel,
  onSaved,
}: {
  household: Household
  onCancel: () => void
  onSaved: () => void
}) {
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: answerSchema,
    // The current answers, to change what the guest changed.
    initial: {
      members: household.members.map((m): AnswerFormMember => ({
        id: m.id,
        companion: m.companion,
        attending: m.attending ?? '',
        name: m.companion ? m.name : '',
        dietary: m.dietary ?? '',
      })),
      message: household.message ?? '',
      // Dietary notes already stored were stored with the guest's consent.
      consent: household.members.some((m) => m.dietary),
    },
    fallback: G.answerError,
    send: async (answer) => {
      await service.admin.recordAnswer(session.token, household.id, answer)
      toast.show(G.answerSaved(household.name), 'success')
      onSaved()
    },
  })
  const members = form.values.members
  let companions = 0

  function change(index: number, patch: Partial<AnswerFormMember>) {
    form.set(
      'members',
      members.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    )
  }

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      {members.map((m, i) => {
        const person = household.members[i]
        const title = m.companion ? G.companionSeat(++companions) : (person?.name ?? '')
        return (
          <fieldset key={m.id} className="rounded-2xl border border-sage-100 bg-white p-3 sm:p-4">
            {/* Floated: a legend otherwise sits on the border. */}
            <legend className="float-left font-medium text-sage-800">{title}</legend>
            <div className="clear-both flex gap-2 pt-2">
              {(['sim', 'nao'] as const).map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full border border-sage-300 px-4 text-sm font-medium text-sage-800 has-checked:border-sage-700 has-checked:bg-sage-100"
                >
                  <input
                    type="radio"
                    name={`attending-${m.id}`}
                    value={value}
                    className="size-5 accent-sage-700"
                    checked={m.attending === value}
                    disabled={form.busy}
                    onChange={() => change(i, { attending: value })}
                  />
                  {value === 'sim' ? G.answerSim : G.answerNao}
                </label>
              ))}
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {m.companion ? (
                <TextField
                  label={G.companionName}
                  autoComplete="off"
                  maxLength={NAME_MAX}
                  value={m.name}
                  readOnly={form.busy}
                  onChange={(e) => change(i, { name: e.target.value })}
                />
              ) : null}
              <TextField
                label={G.dietary}
                optional
                autoComplete="off"
                maxLength={MESSAGE_MAX}
                value={m.dietary}
                readOnly={form.busy}
                onChange={(e) => change(i, { dietary: e.target.value })}
              />
            </div>
          </fieldset>
        )
      })}
      <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-sage-50 px-4 py-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={form.values.consent}
          disabled={form.busy}
          onChange={(e) => form.set('consent', e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-sage-700"
        />
        {PRIVACY_ADMIN.phoneConsent}
      </label>
      <TextAreaField
        label={G.answerMessage}
        optional
        rows={3}
        maxLength={MESSAGE_MAX}
        {...form.field('message')}
      />
      <FormError>{form.error}</FormError>
      <ModalFormActions
        onCancel={onCancel}
        busy={form.busy}
        label={G.saveAnswer}
        busyLabel={G.saving}
      />
    </form>
  )
}
