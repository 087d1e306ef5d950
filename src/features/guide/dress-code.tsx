import { useId } from 'react'
import { CircleSlash } from 'lucide-react'
import { GUEST_GUIDE } from '@/config/copy/guide'
import type { DressCode as DressCodeConfig } from '@/config/wedding-guide'
import { CARD } from './guide-block'

/** The dress code in words, the suggested colours (each named, not colour alone) and what to avoid. */
export function DressCode({ dress }: { dress: DressCodeConfig }) {
  const paletteId = useId()
  const avoidId = useId()
  return (
    <div className={`${CARD} grid gap-8 xl:grid-cols-[1.5fr_1fr] xl:gap-10`}>
      <div>
        <p className="font-display text-[1.75rem] leading-tight font-semibold text-sage-800">
          {dress.name}
        </p>
        <p className="mt-3 text-ink">{dress.text}</p>
        {dress.palette.length > 0 ? (
          <>
            <h4
              id={paletteId}
              className="mt-8 text-xs font-semibold tracking-[0.18em] text-sage-700 uppercase"
            >
              {GUEST_GUIDE.dress.palette}
            </h4>
            <ul aria-labelledby={paletteId} className="mt-4 flex flex-wrap gap-x-3 gap-y-4">
              {dress.palette.map((swatch) => (
                <li
                  key={swatch.name}
                  className="flex w-[4.75rem] flex-col items-center gap-2 text-center"
                >
                  <span
                    aria-hidden="true"
                    className="size-14 rounded-full shadow-inner ring-1 ring-ink/10"
                    style={{ backgroundColor: swatch.hex }}
                  />
                  <span className="text-sm leading-snug text-ink">{swatch.name}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {dress.avoid.length > 0 ? (
        <div className="self-start rounded-2xl bg-sage-50 p-5 sm:p-6">
          <h4
            id={avoidId}
            className="text-xs font-semibold tracking-[0.18em] text-sage-700 uppercase"
          >
            {GUEST_GUIDE.dress.avoid}
          </h4>
          <ul aria-labelledby={avoidId} className="mt-4 space-y-3">
            {dress.avoid.map((text) => (
              <li key={text} className="flex items-start gap-3 text-ink">
                <CircleSlash aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-600" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
