import { Camera, Check, ImageUp, Undo2, UserPlus, CloudOff } from 'lucide-react'
import {
  memo,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { Panel } from '@/components/ui/panel'
import { useToast } from '@/components/ui/toast'
import { DOOR, TABLES } from '@/config/copy/day-of'
import type { DayHousehold, DayMember } from '@/data/day-of'
import { formatDateTime } from '@/lib/dates'
import {
  doorCounts,
  householdOfQr,
  memberName,
  searchHouseholds,
  searchIndex,
} from './day-of-logic'
import { prefetchQrReader, readQr, readQrFile } from './qr-scan'
import { useDayOf } from './use-day-of'

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })

/**
 * The Portaria (docs/decisions/0026-the-day-at-the-door.md): a phone at the entrance, one hand. The
 * counters stay on top; a large search over any member's or household's name (accents and case
 * ignored) or the invitation's QR opens a household; 'Chegou' per person or for all; undo; and
 * 'Não está na lista' for a walk-in. Works without signal (use-day-of.ts).
 */
export function DoorPanel() {
  const door = useDayOf({ keepCopy: true })
  const toast = useToast()
  // The search as the results follow it: set in a transition by DoorSearch, which keeps what is
  // typed itself, so a key renders the field alone and the results after, interruptibly.
  const [query, setQuery] = useState('')
  const [searchKey, setSearchKey] = useState(0)
  const [opened, setOpened] = useState<string | null>(null)
  const [scanning, setScanning] = useState(false)
  const [walkIn, setWalkIn] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  useEffect(prefetchQrReader, [])
  const index = useMemo(() => searchIndex(door.day.households), [door.day.households])
  const counts = useMemo(() => doorCounts(door.day), [door.day])
  const tables = useMemo(
    () => new Map(door.day.tables.map((t) => [t.id, t.name])),
    [door.day.tables],
  )
  const { shown: results, total } = useMemo(() => {
    if (opened && query === '') {
      const h = door.day.households.find((x) => x.id === opened)
      return { shown: h ? [h] : [], total: h ? 1 : 0 }
    }
    return searchHouseholds(index, query)
  }, [index, query, opened, door.day.households])

  function openQr(text: string | null) {
    const household = text ? householdOfQr(door.day.households, text) : null
    if (!household) {
      toast.show(text ? DOOR.scanNotFound : DOOR.scanError, 'error')
      return
    }
    setScanning(false)
    setQuery('')
    setSearchKey((k) => k + 1)
    setOpened(household.id)
  }

  return (
    <Panel id="admin-door" title={DOOR.title} intro={DOOR.intro}>
      <DoorCounters counts={counts} />
      <DoorStatus
        online={door.online}
        pending={door.pending}
        copyFrom={door.copyFrom}
        loadFailed={door.loadFailed}
      />

      <div className="mt-4">
        <DoorSearch
          key={searchKey}
          onSearch={(text) => {
            setQuery(text)
            setOpened(null)
          }}
        />
      </div>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Button variant="secondary" onClick={() => setScanning(true)}>
          <Camera aria-hidden="true" className="size-5" />
          {DOOR.scan}
        </Button>
        <Button variant="secondary" onClick={() => fileRef.current?.click()}>
          <ImageUp aria-hidden="true" className="size-5" />
          {DOOR.scanFromImage}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={DOOR.scanFromImage}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void readQrFile(file).then(openQr, () => openQr(null))
          }}
        />
        <Button variant="ghost" onClick={() => setWalkIn(true)}>
          <UserPlus aria-hidden="true" className="size-5" />
          {DOOR.notOnList}
        </Button>
      </div>

      <p aria-live="polite" className="mt-4 text-sm text-ink-muted">
        {opened && query === ''
          ? null
          : query.trim().length < 2
            ? DOOR.typeToSearch
            : total === 0
              ? DOOR.noResults
              : total > results.length
                ? DOOR.resultsMore(results.length, total)
                : DOOR.results(total)}
      </p>
      <ul className="mt-2 space-y-3">
        {results.map((h) => (
          <li key={h.id}>
            <HouseholdAtDoor
              household={h}
              tables={tables}
              onArrive={door.arrive}
              onUndo={door.undo}
            />
          </li>
        ))}
      </ul>

      <QrCamera
        key={scanning ? 'on' : 'off'}
        open={scanning}
        onClose={() => setScanning(false)}
        onText={openQr}
      />
      <WalkInForm
        key={walkIn ? 'open' : 'closed'}
        open={walkIn}
        onClose={() => setWalkIn(false)}
        onSave={(w) => {
          door.addWalkIn({ ...w, id: crypto.randomUUID(), arrivedAt: new Date().toISOString() })
          toast.show(DOOR.walkInSaved(w.name), 'success')
          setWalkIn(false)
        }}
      />
    </Panel>
  )
}

/**
 * The large search field. What it holds is the browser's own (uncontrolled: a key renders
 * nothing at once), and the panel hears of it in a transition, so the results follow
 * interruptibly; a new key (a QR opened) empties it.
 */
function DoorSearch({ onSearch }: { onSearch: (text: string) => void }) {
  return (
    <TextField
      label={DOOR.search}
      type="search"
      inputMode="search"
      autoComplete="off"
      spellCheck={false}
      placeholder={DOOR.searchPlaceholder}
      defaultValue=""
      onChange={(e) => {
        const text = e.target.value
        startTransition(() => onSearch(text))
      }}
      className="[&_input]:min-h-14 [&_input]:text-xl"
    />
  )
}

function DoorCounters({ counts }: { counts: ReturnType<typeof doorCounts> }) {
  return (
    <div
      role="status"
      className="sticky top-16 z-10 -mx-2 rounded-2xl bg-sage-700 px-4 py-3 text-white shadow-md"
    >
      <p className="text-lg font-semibold">{DOOR.counters(counts.came, counts.confirmed)}</p>
      <p className="text-sm text-sage-50">
        {DOOR.adults(counts.adultsCame, counts.adults)} ·{' '}
        {DOOR.children(counts.childrenCame, counts.children)} · {DOOR.walkInsCount(counts.walkIns)}
      </p>
    </div>
  )
}

function DoorStatus({
  online,
  pending,
  copyFrom,
  loadFailed,
}: {
  online: boolean
  pending: number
  copyFrom: number | null
  loadFailed: boolean
}) {
  if (online && pending === 0 && copyFrom === null && !loadFailed) return null
  return (
    <div
      className="mt-3 flex gap-2 rounded-xl bg-warning-soft px-3 py-2 text-sm text-ink"
      role="note"
    >
      {online ? null : <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div>
        {online ? null : <p>{DOOR.offline}</p>}
        {pending > 0 ? <p className="font-medium">{DOOR.pending(pending)}</p> : null}
        {copyFrom !== null ? <p>{DOOR.copyFrom(formatDateTime(new Date(copyFrom)))}</p> : null}
        {loadFailed ? <p>{DOOR.noCopy}</p> : null}
      </div>
    </div>
  )
}

// memo: typing in the search renders the panel at each letter; the cards shown stay as they are.
const HouseholdAtDoor = memo(function HouseholdAtDoor({
  household: h,
  tables,
  onArrive,
  onUndo,
}: {
  household: DayHousehold
  tables: Map<string, string>
  onArrive: (ids: string[]) => void
  onUndo: (ids: string[]) => void
}) {
  const titleId = useId()
  const waiting = h.members.filter((m) => m.attending !== 'nao' && !m.arrivedAt)
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-sage-100 bg-sage-50/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-display text-2xl font-semibold text-sage-800">
          {h.name}
        </h3>
        {waiting.length > 1 ? (
          <Button
            size="sm"
            onClick={() => onArrive(waiting.map((m) => m.id))}
            aria-label={DOOR.allLabel(h.name)}
          >
            <Check aria-hidden="true" className="size-4" />
            {DOOR.all}
          </Button>
        ) : null}
      </div>
      <ul className="mt-3 divide-y divide-sage-100">
        {h.members.map((m) => (
          <MemberAtDoor
            key={m.id}
            member={m}
            table={m.tableId ? (tables.get(m.tableId) ?? null) : null}
            onArrive={onArrive}
            onUndo={onUndo}
          />
        ))}
      </ul>
    </article>
  )
})

function MemberAtDoor({
  member: m,
  table,
  onArrive,
  onUndo,
}: {
  member: DayMember
  table: string | null
  onArrive: (ids: string[]) => void
  onUndo: (ids: string[]) => void
}) {
  const name = memberName(m, TABLES.companion)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
      <div className="min-w-0">
        <p className="text-lg font-medium wrap-anywhere text-ink">
          {name}
          {m.kind === 'child' ? (
            <span className="ml-2 text-sm font-normal text-ink-muted">({DOOR.child})</span>
          ) : null}
        </p>
        <p className="text-sm text-ink-muted">
          {m.attending === 'nao'
            ? DOOR.notComing
            : m.attending === null
              ? DOOR.noAnswer
              : table
                ? DOOR.table(table)
                : DOOR.noTable}
          {m.dietary ? ` · ${DOOR.dietary}: ${m.dietary}` : ''}
        </p>
      </div>
      {m.arrivedAt ? (
        <div className="flex items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-medium text-sage-800">
            <Check aria-hidden="true" className="size-4" />
            {DOOR.arrivedAt(timeOf(m.arrivedAt))}
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onUndo([m.id])}
            aria-label={DOOR.undoLabel(name)}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {DOOR.undo}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant={m.attending === 'sim' ? 'primary' : 'secondary'}
          onClick={() => onArrive([m.id])}
          aria-label={DOOR.arrivedLabel(name)}
          className="min-w-28"
        >
          {DOOR.arrived}
        </Button>
      )}
    </li>
  )
}

/** The camera, reading a frame every few hundred ms until a QR turns up. */
function QrCamera({
  open,
  onClose,
  onText,
}: {
  open: boolean
  onClose: () => void
  onText: (text: string | null) => void
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  // A browser without a camera API cannot scan: said at once.
  const [failed, setFailed] = useState(() => typeof navigator.mediaDevices === 'undefined')
  useEffect(() => {
    if (!open) return
    let stream: MediaStream | undefined
    let timer: number | undefined
    let stopped = false
    const tick = async () => {
      const video = videoRef.current
      if (stopped || !video) return
      const text = await readQr(video, video.videoWidth, video.videoHeight).catch(() => null)
      if (stopped) return
      if (text) onText(text)
      else timer = window.setTimeout(() => void tick(), 300)
    }
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s
        if (stopped || !videoRef.current) return
        videoRef.current.srcObject = s
        await videoRef.current.play()
        void tick()
      })
      .catch(() => setFailed(true))
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((t) => t.stop())
    }
  }, [open, onText])
  return (
    <Modal open={open} title={DOOR.scanTitle} onClose={onClose} size="sm">
      {failed ? (
        <p className="text-ink-muted">{DOOR.scanError}</p>
      ) : (
        <video
          ref={videoRef}
          muted
          playsInline
          width={640}
          height={480}
          className="aspect-square w-full rounded-2xl bg-ink object-cover"
        />
      )}
      <Button variant="secondary" className="mt-4 w-full" onClick={onClose}>
        {DOOR.scanClose}
      </Button>
    </Modal>
  )
}

function WalkInForm({
  open,
  onClose,
  onSave,
}: {
  open: boolean
  onClose: () => void
  onSave: (w: { name: string; cameWith: string; note: string }) => void
}) {
  const [name, setName] = useState('')
  const [cameWith, setCameWith] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  function submit(e: FormEvent) {
    e.preventDefault()
    if (name.trim() === '') {
      setError(DOOR.walkInNameRequired)
      return
    }
    onSave({ name: name.trim(), cameWith: cameWith.trim(), note: note.trim() })
  }
  return (
    <Modal open={open} title={DOOR.walkInTitle} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={DOOR.walkInName}
          value={name}
          maxLength={80}
          autoComplete="off"
          error={error ?? undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={DOOR.walkInCameWith}
          value={cameWith}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => setCameWith(e.target.value)}
        />
        <TextAreaField
          label={DOOR.walkInNote}
          value={note}
          maxLength={300}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button type="submit">{DOOR.walkInSave}</Button>
          <Button variant="ghost" onClick={onClose}>
            {DOOR.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
