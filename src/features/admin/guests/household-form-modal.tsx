import { useId } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { FormError } from '@/components/ui/form-error'
import { Modal, ModalFormActions } from '@/components/ui/modal'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '@/config/ui'
import { GUEST_LIST } from '@/config/guest-list'
import type { Household } from '@/data/types'
import {
  householdSchema,
  type HouseholdFormMember,
  type HouseholdFormValues,
} from '@/lib/forms/admin-schemas'
import { useAdminApi } from '../session/admin-context'
import { useAdminForm } from '../panels/admin-form'

export interface HouseholdFormModalProps {
  /** The household to edit, 'new' to add one, null when closed. */
  household: Household | 'new' | null
  onClose: () => void
  onSaved: () => void
}

/** Add or edit a household and its people; a bottom sheet on phones, like the other modals. */
export function HouseholdFormModal({ household, onClose, onSaved }: HouseholdFormModalProps) {
  const editing = household !== null && household !== 'new' ? household : null
  return (
    <Modal
      open={household !== null}
      title={editing ? G.editTitle(editing.name) : G.addTitle}
      description={G.formIntro}
      onClose={onClose}
      size="lg"
    >
      {/* Keyed, so each opening starts from the household as saved. */}
      {household !== null ? (
        <HouseholdForm
          key={editing?.id ?? 'new'}
          household={editing}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  )
}

let rows = 0
const rowKey = () => `row-${++rows}`

const blankMember = (): HouseholdFormMember => ({
  key: rowKey(),
  name: '',
  kind: 'adult',
  ageBand: '',
  companion: false,
})

function initialValues(h: Household | null): HouseholdFormValues {
  if (!h) return { name: '', phone: '', email: '', note: '', members: [blankMember()] }
  return {
    name: h.name,
    phone: h.phone ?? '',
    email: h.email ?? '',
    note: h.note ?? '',
    members: h.members.map((m) => ({
      key: m.id,
      id: m.id,
      name: m.name,
      kind: m.kind,
      ageBand: m.ageBand ?? '',
      companion: m.companion,
    })),
  }
}

function HouseholdForm({
  household,
  onCancel,
  onSaved,
}: {
  household: Household | null
  onCancel: () => void
  onSaved: () => void
}) {
  const { service, session, toast } = useAdminApi()
  const membersErrorId = useId()
  const form = useAdminForm({
    schema: householdSchema,
    initial: initialValues(household),
    fallback: G.saveError,
    send: async (input) => {
      await service.admin.saveHousehold(
        session.token,
        household ? { ...input, id: household.id } : input,
      )
      toast.show(G.saved(input.name), 'success')
      onSaved()
    },
  })
  const { values, field, errors } = form
  const members = values.members

  function change(index: number, patch: Partial<HouseholdFormMember>) {
    form.set(
      'members',
      members.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    )
  }

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TextField
        label={G.name}
        hint={G.nameHint}
        autoComplete="off"
        maxLength={NAME_MAX}
        error={errors.name}
        {...field('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={G.phone}
          hint={G.phoneHint}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_MAX}
          error={errors.phone}
          {...field('phone')}
        />
        <TextField
          label={G.email}
          optional
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={EMAIL_MAX}
          error={errors.email}
          {...field('email')}
        />
      </div>
      <TextAreaField label={G.note} optional rows={2} maxLength={MESSAGE_MAX} {...field('note')} />

      <fieldset
        aria-describedby={errors.members ? membersErrorId : undefined}
        className="space-y-3"
      >
        <legend className="mb-2 text-sm font-medium text-ink">{G.members}</legend>
        {members.map((m, i) => (
          <fieldset
            key={m.key}
            className="relative rounded-2xl border border-sage-100 bg-white p-3 sm:p-4"
          >
            {/* Floated: a legend otherwise sits on the border. */}
            <legend className="float-left min-h-11 content-center font-medium text-sage-800">
              {G.memberLegend(i + 1)}
            </legend>
            <Button
              variant="ghost"
              size="sm"
              aria-label={G.removeMember(i + 1)}
              disabled={members.length === 1 || form.busy}
              onClick={() =>
                form.set(
                  'members',
                  members.filter((_, j) => j !== i),
                )
              }
              className="absolute top-2 right-2 text-error hover:bg-error-soft sm:top-3 sm:right-3"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
            <div className="clear-both grid gap-3 pt-2 sm:grid-cols-2">
              <TextField
                label={G.memberName}
                optional={m.companion}
                autoComplete="off"
                maxLength={NAME_MAX}
                value={m.name}
                readOnly={form.busy}
                onChange={(e) => change(i, { name: e.target.value })}
              />
              <SelectField
                label={G.memberKind}
                value={m.kind}
                disabled={form.busy}
                onChange={(e) =>
                  change(i, { kind: e.target.value === 'child' ? 'child' : 'adult' })
                }
              >
                <option value="adult">{G.adult}</option>
                <option value="child">{G.child}</option>
              </SelectField>
              {m.kind === 'child' ? (
                <SelectField
                  label={G.memberAgeBand}
                  value={m.ageBand}
                  disabled={form.busy}
                  onChange={(e) => change(i, { ageBand: e.target.value })}
                >
                  <option value="">{G.memberNoBand}</option>
                  {GUEST_LIST.ageBands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.label}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <label className="flex min-h-11 items-center gap-3 text-sm text-ink sm:col-span-2">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-sage-700"
                  checked={m.companion}
                  disabled={form.busy}
                  onChange={(e) => change(i, { companion: e.target.checked })}
                />
                {G.memberCompanion}
              </label>
            </div>
          </fieldset>
        ))}
        {errors.members ? (
          <p id={membersErrorId} role="alert" className="text-sm font-medium text-error">
            {errors.members}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={form.busy}
          onClick={() => form.set('members', [...members, blankMember()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {G.addMember}
        </Button>
      </fieldset>

      <FormError>{form.formError}</FormError>
      <ModalFormActions onCancel={onCancel} busy={form.busy} label={G.save} busyLabel={G.saving} />
    </form>
  )
}
