import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import type { Question } from '@/config/wedding-guide'
import { cn } from '@/lib/cn'

/**
 * The questions as an accordion (the WAI-ARIA pattern): each question is a button in a heading,
 * with aria-expanded and aria-controls naming its answer; Enter and Space open and close it, as
 * any button. Several answers can be open at once.
 */
export function Faq({ questions }: { questions: readonly Question[] }) {
  const base = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(index)) next.add(index)
      return next
    })
  return (
    <ul className="divide-y divide-sage-100 rounded-2xl bg-white px-6 py-2 shadow-[0_8px_30px_-18px_rgb(58_69_52/0.4)] ring-1 ring-sage-100 sm:px-8 sm:py-3">
      {questions.map((item, index) => {
        const expanded = open.has(index)
        const buttonId = `${base}-pergunta-${index}`
        const answerId = `${base}-resposta-${index}`
        return (
          <li key={item.question}>
            <h4>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-xl py-3 text-left font-display text-xl leading-snug font-semibold text-sage-800 hover:text-sage-700 sm:text-[1.35rem]"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-sage-600 transition-transform duration-300 motion-reduce:transition-none',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h4>
            <div
              id={answerId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="pr-9 pb-5 text-ink"
            >
              {item.answer}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
