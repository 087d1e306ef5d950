import { ChevronLeft, ChevronRight } from 'lucide-react'
import { GALLERY } from '@/config/copy/gallery'
import { cn } from '@/lib/cn'

const STEPS = [
  { step: 'previous', label: GALLERY.previous, Icon: ChevronLeft },
  { step: 'next', label: GALLERY.next, Icon: ChevronRight },
] as const

export interface StepButtonsProps {
  onPrevious: () => void
  onNext: () => void
  /** The look both buttons share. */
  className: string
  /** Where each button sits over the photo. */
  place: { previous: string; next: string }
  iconClassName: string
}

/** 'Foto anterior' / 'Próxima foto' over the photo: the slideshow's and the viewer's. */
export function StepButtons({
  onPrevious,
  onNext,
  className,
  place,
  iconClassName,
}: StepButtonsProps) {
  const onStep = { previous: onPrevious, next: onNext }
  return (
    <>
      {STEPS.map(({ step, label, Icon }) => (
        <button
          key={step}
          type="button"
          onClick={onStep[step]}
          aria-label={label}
          className={cn(className, place[step])}
        >
          <Icon aria-hidden="true" className={iconClassName} />
        </button>
      ))}
    </>
  )
}
