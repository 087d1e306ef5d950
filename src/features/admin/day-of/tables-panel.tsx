import { Download, Pencil, Plus, Printer, Trash2, X } from 'lucide-react'
import { useMemo, useState, type DragEvent, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Modal } from '@/components/ui/modal'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { COMMON } from '@/config/copy/common'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { AFTER, TABLES } from '@/config/copy/day-of'
import { WEDDING_SLUG } from '@/config/wedding'
import type { DayOf, DayTable } from '@/data/day-of'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/dates'
import { downloadBlob, isoDay } from '@/lib/download'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import {
  afterCsv,
  afterTheDay,
  doorList,
  memberName,
  seatingCsv,
  seating,
  type Seated,
} from './day-of-logic'
import { useDayOf } from './use-day-of'
import './day-of-print.css'

/** What the couple picked to seat: one person or a whole household's confirmed members. */
interface Pick {
  ids: string[]
  label: string
}

const DRAG_TYPE = 'application/x-casamento-members'

/**
 * The Mesas (docs/decisions/0026-the-day-at-the-door.md): the tables with seats used and free,
 * children and dietary notes; 'Sem mesa' with whoever confirmed and has none. Seating: drag a
 * person or a household onto a table (desktop), or tap/press it and then the table's 'Sentar aqui'
 * (phone, keyboard). Prints one page per table and the door list; exports a CSV.
 */
export function TablesPanel() {
  const { service, session } = useAdminApi()
  const day = useDayOf()
  const { busy, run } = useAdminAction()
  const [pick, setPick] = useState<Pick | null>(null)
  const [editing, setEditing] = useState<DayTable | 'new' | null>(null)
  const [deleting, setDeleting] = useState<DayTable | null>(null)
  const [printing, setPrinting] = useState<{ kind: 'tables' | 'door'; at: Date } | null>(null)
  const { byTable, unseated, released } = useMemo(() => seating(day.day), [day.day])

  async function seat(target: DayTable | null, chosen: Pick | null = pick) {
    if (!chosen) return
    const ok = await run(
      () => service.admin.seatMembers(session.token, chosen.ids, target?.id ?? null),
      {
        success: target
          ? TABLES.seated(chosen.label, target.name)
          : TABLES.unseatedDone(chosen.label),
        failure: COMMON.unknownError,
      },
    )
    if (ok) {
      setPick(null)
      void day.reload()
    }
  }

  function print(kind: 'tables' | 'door') {
    setPrinting({ kind, at: new Date() })
    document.body.classList.add('day-of-printing')
    // The pages stay until the print dialog is done with them.
    window.addEventListener(
      'afterprint',
      () => {
        document.body.classList.remove('day-of-printing')
        setPrinting(null)
      },
      { once: true },
    )
    // After React drew the pages.
    window.setTimeout(() => window.print(), 50)
  }

  function exportCsv() {
    downloadBlob(
      new Blob([seatingCsv(day.day, PERSONAL_DATA_FILE_NOTICE)], {
        type: 'text/csv;charset=utf-8',
      }),
      `${WEDDING_SLUG}-mesas-${isoDay()}.csv`,
    )
  }

  const dropProps = (target: DayTable | null) => ({
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault()
    },
    onDrop: (e: DragEvent) => {
      const raw = e.dataTransfer.getData(DRAG_TYPE)
      if (!raw) return
      e.preventDefault()
      void seat(target, JSON.parse(raw) as Pick)
    },
  })

  return (
    <Panel
      id="admin-tables"
      title={TABLES.title}
      intro={TABLES.intro}
      actions={
        <>
          <RefreshButton onClick={() => void day.reload()} disabled={!day.loaded} />
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {TABLES.add}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => print('tables')}>
            <Printer aria-hidden="true" className="size-4" />
            {TABLES.print}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => print('door')}>
            <Printer aria-hidden="true" className="size-4" />
            {TABLES.printDoor}
          </Button>
          <Button size="sm" variant="secondary" onClick={exportCsv}>
            <Download aria-hidden="true" className="size-4" />
            {TABLES.exportCsv}
          </Button>
        </>
      }
    >
      <ListStatus
        loading={!day.loaded && !day.loadFailed}
        error={day.loadFailed ? TABLES.noTables : null}
        empty={null}
      >
        {released.length > 0 ? (
          <div role="note" className="mb-5 rounded-2xl bg-warning-soft p-4 text-warning-strong">
            <p className="font-semibold">{TABLES.released}</p>
            <p className="text-sm">{TABLES.releasedIntro}</p>
            <ul className="mt-2 space-y-1">
              {released.map(({ member, table }) => (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {TABLES.releasedItem(memberName(member, TABLES.companion), table?.name ?? '')}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={TABLES.dismissLabel(memberName(member, TABLES.companion))}
                    onClick={() =>
                      void seat(null, {
                        ids: [member.id],
                        label: memberName(member, TABLES.companion),
                      })
                    }
                  >
                    {TABLES.dismiss}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {pick ? (
          <div
            role="status"
            className="sticky top-16 z-10 mb-4 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-sage-700 px-4 py-2 text-white shadow-md"
          >
            <span>{TABLES.picked(pick.label)}</span>
            <span className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void seat(null)}>
                {TABLES.toUnseated}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-white hover:bg-sage-800"
                onClick={() => setPick(null)}
              >
                <X aria-hidden="true" className="size-4" />
                {TABLES.cancelPick}
              </Button>
            </span>
          </div>
        ) : null}

        <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <section
            aria-labelledby="tables-unseated"
            className="rounded-2xl border border-dashed border-sage-300 bg-sage-50/60 p-4"
            {...dropProps(null)}
          >
            <h3 id="tables-unseated" className="font-display text-2xl font-semibold text-sage-800">
              {TABLES.unseated} ({unseated.length})
            </h3>
            <p className="mt-1 hidden text-sm text-ink-muted lg:block">{TABLES.dragHint}</p>
            {unseated.length === 0 ? (
              <p className="mt-3 text-sm text-ink-muted">{TABLES.unseatedEmpty}</p>
            ) : (
              <GuestGroups seated={unseated} pick={pick} onPick={setPick} />
            )}
          </section>

          <div className="grid content-start gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {day.day.tables.length === 0 ? (
              <p className="text-ink-muted">{TABLES.noTables}</p>
            ) : null}
            {day.day.tables.map((t) => {
              const people = byTable.get(t.id) ?? []
              const children = people.filter((p) => p.member.kind === 'child').length
              const dietary = people.filter((p) => p.member.dietary)
              const free = t.seats - people.length
              return (
                <section
                  key={t.id}
                  aria-labelledby={`table-${t.id}`}
                  className={cn(
                    'flex flex-col rounded-2xl border bg-white p-4 shadow-sm',
                    pick ? 'border-sage-600' : 'border-sage-100',
                  )}
                  {...dropProps(t)}
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3
                      id={`table-${t.id}`}
                      className="font-display text-2xl font-semibold wrap-anywhere text-sage-800"
                    >
                      {t.name}
                    </h3>
                    <div className="flex shrink-0">
                      <Button
                        size="sm"
                        variant="ghost"
                        className="px-3"
                        aria-label={TABLES.renameLabel(t.name)}
                        onClick={() => setEditing(t)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="px-3 text-error hover:bg-error-soft"
                        aria-label={TABLES.deleteLabel(t.name)}
                        onClick={() => setDeleting(t)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </div>
                  <p className="text-sm text-ink-muted">
                    {TABLES.seatsUsed(people.length, t.seats)} · {TABLES.free(free)}
                    {children > 0 ? ` · ${TABLES.children(children)}` : ''}
                  </p>
                  <div
                    aria-hidden="true"
                    className="mt-2 h-1.5 overflow-hidden rounded-full bg-sage-100"
                  >
                    <div
                      className="h-full rounded-full bg-sage-600"
                      style={{ width: `${Math.min(100, (people.length / t.seats) * 100)}%` }}
                    />
                  </div>
                  {people.length === 0 ? (
                    <p className="mt-3 text-sm text-ink-muted">{TABLES.tableEmpty}</p>
                  ) : (
                    <GuestGroups seated={people} pick={pick} onPick={setPick} compact />
                  )}
                  {dietary.length > 0 ? (
                    <p className="mt-2 text-sm text-ink-muted">
                      <span className="font-medium text-ink">{TABLES.dietary}:</span>{' '}
                      {dietary
                        .map(
                          (p) => `${memberName(p.member, TABLES.companion)} (${p.member.dietary})`,
                        )
                        .join('; ')}
                    </p>
                  ) : null}
                  {pick ? (
                    <Button
                      size="sm"
                      className="mt-3"
                      disabled={busy || free < 1}
                      aria-label={TABLES.moveHereLabel(t.name)}
                      onClick={() => void seat(t)}
                    >
                      {TABLES.moveHere}
                    </Button>
                  ) : null}
                </section>
              )
            })}
          </div>
        </div>

        <AfterTheDay day={day.day} />
      </ListStatus>

      <TableForm
        table={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void day.reload()
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={TABLES.deleteTitle}
        confirmLabel={TABLES.delete}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const t = deleting
          if (!t) return
          void run(() => service.admin.deleteTable(session.token, t.id), {
            success: TABLES.deleted(t.name),
            failure: COMMON.unknownError,
          }).then((ok) => {
            setDeleting(null)
            if (ok) void day.reload()
          })
        }}
      >
        <p>{deleting ? TABLES.deleteBody(deleting.name) : null}</p>
      </ConfirmDialog>
      {printing
        ? createPortal(
            <PrintPages day={day.day} kind={printing.kind} at={printing.at} />,
            document.body,
          )
        : null}
    </Panel>
  )
}

/** People grouped by household: the household's name picks its members, each name one person. */
function GuestGroups({
  seated,
  pick,
  onPick,
  compact = false,
}: {
  seated: Seated[]
  pick: Pick | null
  onPick: (pick: Pick | null) => void
  compact?: boolean
}) {
  const groups = new Map<string, Seated[]>()
  for (const s of seated) groups.set(s.household.id, [...(groups.get(s.household.id) ?? []), s])
  const picked = (ids: string[]) =>
    pick !== null && pick.ids.length === ids.length && ids.every((id) => pick.ids.includes(id))
  const chip = (selection: Pick, text: string, label: string, strong = false) => (
    <button
      type="button"
      draggable
      aria-pressed={picked(selection.ids)}
      aria-label={label}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(selection))
        e.dataTransfer.effectAllowed = 'move'
      }}
      onClick={() => onPick(picked(selection.ids) ? null : selection)}
      className={cn(
        'inline-flex min-h-11 max-w-full cursor-grab items-center rounded-full border px-3 text-left text-sm wrap-anywhere focus-visible:outline-3 focus-visible:outline-sage-600',
        strong ? 'font-semibold' : '',
        picked(selection.ids)
          ? 'border-sage-700 bg-sage-700 text-white'
          : 'border-sage-200 bg-white text-ink hover:bg-sage-50',
      )}
    >
      {text}
    </button>
  )
  return (
    <ul className={cn('mt-3', compact ? 'space-y-2' : 'space-y-3')}>
      {[...groups.values()].map((people) => {
        const household = people[0]?.household
        if (!household) return null
        const ids = people.map((p) => p.member.id)
        return (
          <li key={household.id} className="flex flex-wrap items-center gap-1.5">
            {people.length > 1 || !compact
              ? chip(
                  { ids, label: household.name },
                  TABLES.household(household.name, people.length),
                  TABLES.seatHousehold(household.name),
                  true,
                )
              : null}
            {people.map(({ member }) => {
              const name = memberName(member, TABLES.companion)
              return (
                <span key={member.id}>
                  {chip(
                    { ids: [member.id], label: name },
                    member.kind === 'child' ? `${name} · ${TABLES.child.toLowerCase()}` : name,
                    TABLES.seatPerson(name),
                  )}
                </span>
              )
            })}
          </li>
        )
      })}
    </ul>
  )
}

function TableForm({
  table,
  onClose,
  onSaved,
}: {
  table: DayTable | 'new' | null
  onClose: () => void
  onSaved: () => void
}) {
  const { service, session } = useAdminApi()
  const { busy, run } = useAdminAction()
  const existing = table && table !== 'new' ? table : null
  const [name, setName] = useState('')
  const [seats, setSeats] = useState('10')
  const [error, setError] = useState<string | null>(null)
  const [shownFor, setShownFor] = useState<typeof table>(null)
  if (table !== shownFor) {
    setShownFor(table)
    setName(existing?.name ?? '')
    setSeats(String(existing?.seats ?? 10))
    setError(null)
  }
  async function submit(e: FormEvent) {
    e.preventDefault()
    const n = Number(seats)
    if (name.trim() === '') return setError(TABLES.nameRequired)
    if (!Number.isInteger(n) || n < 1 || n > 100) return setError(TABLES.seatsInvalid)
    const ok = await run(
      () =>
        service.admin.saveTable(session.token, {
          id: existing?.id ?? null,
          name: name.trim(),
          seats: n,
        }),
      { success: TABLES.saved(name.trim()), failure: COMMON.unknownError },
    )
    if (ok) onSaved()
  }
  return (
    <Modal
      open={table !== null}
      title={existing ? existing.name : TABLES.add}
      onClose={onClose}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={TABLES.name}
          value={name}
          maxLength={60}
          autoComplete="off"
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={TABLES.seats}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? TABLES.saving : TABLES.save}
        </Button>
      </form>
    </Modal>
  )
}

/** After the day: who came, who confirmed and did not, the walk-ins; exportable. */
function AfterTheDay({ day }: { day: DayOf }) {
  const { came, missed, walkIns } = useMemo(() => afterTheDay(day), [day])
  if (came.length === 0 && walkIns.length === 0) return null
  const list = (items: string[]) =>
    items.length === 0 ? (
      <p className="text-sm text-ink-muted">{AFTER.none}</p>
    ) : (
      <ul className="space-y-1 text-sm">
        {items.map((t, i) => (
          <li key={i} className="wrap-anywhere">
            {t}
          </li>
        ))}
      </ul>
    )
  return (
    <section aria-labelledby="after-the-day" className="mt-8 rounded-2xl bg-sage-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="after-the-day" className="font-display text-2xl font-semibold text-sage-800">
            {AFTER.title}
          </h3>
          <p className="text-sm text-ink-muted">{AFTER.intro}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            downloadBlob(
              new Blob([afterCsv(day, PERSONAL_DATA_FILE_NOTICE)], {
                type: 'text/csv;charset=utf-8',
              }),
              `${WEDDING_SLUG}-presencas-${isoDay()}.csv`,
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {AFTER.exportCsv}
        </Button>
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        <div>
          <h4 className="font-semibold text-ink">{AFTER.came(came.length)}</h4>
          {list(came.map((s) => `${memberName(s.member, TABLES.companion)} · ${s.household.name}`))}
        </div>
        <div>
          <h4 className="font-semibold text-ink">{AFTER.missed(missed.length)}</h4>
          {list(
            missed.map((s) => `${memberName(s.member, TABLES.companion)} · ${s.household.name}`),
          )}
        </div>
        <div>
          <h4 className="font-semibold text-ink">{AFTER.walkIns(walkIns.length)}</h4>
          {list(walkIns.map((w) => (w.cameWith ? `${w.name} · ${w.cameWith}` : w.name)))}
        </div>
      </div>
    </section>
  )
}

/** The printed pages: one per table, or the alphabetical door list. */
function PrintPages({ day, kind, at }: { day: DayOf; kind: 'tables' | 'door'; at: Date }) {
  const printedAt = TABLES.printedAt(formatDateTime(at))
  if (kind === 'door') {
    return (
      <div className="day-of-print">
        <section className="day-of-print-page">
          <h1>{TABLES.doorListTitle}</h1>
          <p className="meta">{printedAt}</p>
          <table>
            <thead>
              <tr>
                <th>{TABLES.csvHeaders[0]}</th>
                <th>{TABLES.csvHeaders[1]}</th>
                <th>{TABLES.csvHeaders[2]}</th>
              </tr>
            </thead>
            <tbody>
              {doorList(day).map((row, i) => (
                <tr key={i}>
                  <td>{row.name}</td>
                  <td>{row.household}</td>
                  <td>{row.table}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    )
  }
  const { byTable } = seating(day)
  return (
    <div className="day-of-print">
      {day.tables.map((t) => {
        const people = byTable.get(t.id) ?? []
        return (
          <section key={t.id} className="day-of-print-page">
            <h1>{t.name}</h1>
            <p className="meta">
              {TABLES.seatsUsed(people.length, t.seats)} ·{' '}
              {TABLES.children(people.filter((p) => p.member.kind === 'child').length)} ·{' '}
              {printedAt}
            </p>
            <table>
              <thead>
                <tr>
                  <th>{TABLES.csvHeaders[0]}</th>
                  <th>{TABLES.csvHeaders[1]}</th>
                  <th>{TABLES.csvHeaders[4]}</th>
                </tr>
              </thead>
              <tbody>
                {people.map(({ member, household }) => (
                  <tr key={member.id}>
                    <td>
                      {memberName(member, TABLES.companion)}
                      {member.kind === 'child' ? ` (${TABLES.child.toLowerCase()})` : ''}
                    </td>
                    <td>{household.name}</td>
                    <td>{member.dietary ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )
      })}
    </div>
  )
}
