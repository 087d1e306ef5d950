import { Eye } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button, LinkButton } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { PREVIEW } from '@/config/copy/preview'
import { formatShortDate } from '@/lib/dates'
import { previewHref, previewMoments } from '@/lib/preview-moments'

export interface PreviewPickerProps {
  /**
   * Where the site opens: a new tab (the couple's /dev keeps its place), or this one (the demo
   * badge, already on the site).
   */
  newTab: boolean
}

/**
 * 'Ver o site como em…': the moments that matter as links to the site at that moment, and any
 * date (src/lib/site-clock.ts). Shared by /dev and the demo badge.
 */
export function PreviewPicker({ newTab }: PreviewPickerProps) {
  const [day, setDay] = useState('')
  const [error, setError] = useState<string | null>(null)

  function open(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      setError(PREVIEW.dateRequired)
      return
    }
    setError(null)
    const href = previewHref(day)
    if (newTab) window.open(href, '_blank', 'noopener')
    else window.location.assign(href)
  }

  return (
    <div className="space-y-4">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {previewMoments().map((m) => (
          <li key={m.name}>
            <LinkButton
              href={previewHref(m.value)}
              variant="secondary"
              size="sm"
              newTab={newTab ? PREVIEW.newTab : undefined}
              className="w-full rounded-2xl px-4 text-left"
            >
              <span className="flex w-full items-center justify-between gap-3">
                <span>{PREVIEW.moments[m.name]}</span>
                <span className="text-xs font-normal text-ink-muted">{formatShortDate(m.at)}</span>
              </span>
            </LinkButton>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={open} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={PREVIEW.anyDate}
          type="date"
          value={day}
          error={error}
          onChange={(e) => setDay(e.target.value)}
          className="sm:w-60"
        />
        <Button type="submit" variant="primary" className="sm:mb-0">
          <Eye aria-hidden="true" className="size-4" />
          {PREVIEW.show}
        </Button>
      </form>
    </div>
  )
}
