import { Eye, X } from 'lucide-react'
import { useState } from 'react'
import { PREVIEW } from '@/config/copy/preview'
import { formatShortDate } from '@/lib/dates'
import { endPreview, previewMoment } from '@/lib/site-clock'

/**
 * The bar of a preview tab ('Ver o site como em…', src/lib/site-clock.ts): which moment the site
 * shows, and the way back to today's site. Nothing without a preview.
 */
export function PreviewBar({ leave = () => window.location.assign('/') }: { leave?: () => void }) {
  // Read once: the tab's preview does not change while the page is open.
  const [moment] = useState(previewMoment)
  if (!moment) return null
  return (
    <>
      {/* Room at the end of the page, so the bar never covers the footer. */}
      <div aria-hidden="true" className="h-24 print:hidden" />
      <aside
        aria-label={PREVIEW.title}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-sage-900 bg-sage-800 text-white shadow-[0_-4px_16px_rgb(46_42_38/0.18)] print:hidden"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:gap-4 sm:py-3">
          <div className="flex min-w-0 items-start gap-2">
            <Eye aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 sm:block" />
            <p className="min-w-0 text-sm sm:text-base">
              <strong className="block font-semibold">
                {PREVIEW.bar(formatShortDate(moment))}
              </strong>
              {/* The hint only where there is room: on a phone the bar stays short. */}
              <span className="hidden text-sm text-sage-100 sm:block">{PREVIEW.barHint}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              endPreview()
              leave()
            }}
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-sage-800 hover:bg-sage-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white sm:px-5"
          >
            <X aria-hidden="true" className="size-4" />
            {PREVIEW.leave}
          </button>
        </div>
      </aside>
    </>
  )
}
