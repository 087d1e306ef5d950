import type { LucideIcon } from 'lucide-react'
import {
  BedDouble,
  CalendarClock,
  HeartHandshake,
  MessageCircleQuestion,
  Shirt,
} from 'lucide-react'
import { GUEST_GUIDE } from '@/config/copy/guide'
import { GUIDE_NAV_ITEM } from '@/config/nav-items'
import {
  guideAt,
  guideBlocks,
  WEDDING_GUIDE,
  type GuideBlockId,
  type WeddingGuide,
} from '@/config/wedding-guide'
import { Section } from '@/components/ui/section'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'
import { DressCode } from './dress-code'
import { Faq } from './faq'
import { GuideBlock } from './guide-block'
import { Schedule } from './schedule'
import { Stays } from './stays'
import { WeddingParty } from './wedding-party'

const BLOCKS: Record<GuideBlockId, { title: string; intro?: string; icon: LucideIcon }> = {
  programacao: {
    title: GUEST_GUIDE.schedule.title,
    intro: GUEST_GUIDE.schedule.intro,
    icon: CalendarClock,
  },
  traje: { title: GUEST_GUIDE.dress.title, icon: Shirt },
  duvidas: { title: GUEST_GUIDE.faq.title, icon: MessageCircleQuestion },
  hospedagem: { title: GUEST_GUIDE.stays.title, intro: GUEST_GUIDE.stays.intro, icon: BedDouble },
  padrinhos: {
    title: GUEST_GUIDE.party.title,
    intro: GUEST_GUIDE.party.intro,
    icon: HeartHandshake,
  },
}

function blockContent(id: GuideBlockId, guide: WeddingGuide) {
  switch (id) {
    case 'programacao':
      return <Schedule items={guide.schedule} />
    case 'traje':
      return guide.dressCode ? <DressCode dress={guide.dressCode} /> : null
    case 'duvidas':
      return <Faq questions={guide.faq} />
    case 'hospedagem':
      return <Stays stays={guide.stays} />
    case 'padrinhos':
      return <WeddingParty people={guide.weddingParty} />
  }
}

/**
 * The guests' guide (docs/decisions/0020-guests-guide.md): the couple's blocks from
 * src/config/wedding-guide.ts, each left out when empty, with links to those present, as they
 * read before or after the wedding. Plain render from config: nothing here waits for data or the
 * network.
 */
export function GuestGuide({ guide: whole = WEDDING_GUIDE }: { guide?: WeddingGuide }) {
  // From the end of the wedding day, what was for getting there goes (guideAt).
  const married = useWeddingPhase() === 'married'
  const guide = guideAt(whole, married)
  const blocks = guideBlocks(guide)
  if (blocks.length === 0) return null
  const anchor = (id: GuideBlockId) => `${GUIDE_NAV_ITEM.id}-${id}`
  return (
    <Section
      title={GUEST_GUIDE.title}
      subtitle={married ? GUEST_GUIDE.subtitleAfter : GUEST_GUIDE.subtitle}
    >
      <div className="reveal mx-auto max-w-6xl">
        {blocks.length > 1 ? (
          <nav aria-label={GUEST_GUIDE.blocks} className="-mt-4 mb-14">
            <ul className="flex flex-wrap justify-center gap-2 sm:gap-3">
              {blocks.map((id) => (
                <li key={id}>
                  <a
                    href={`#${anchor(id)}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-[0.95rem] font-medium text-sage-800 shadow-sm ring-1 ring-sage-200 transition-colors hover:bg-sage-100"
                  >
                    {BLOCKS[id].title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="space-y-16 sm:space-y-20 lg:space-y-24">
          {blocks.map((id) => (
            <GuideBlock key={id} id={anchor(id)} {...BLOCKS[id]}>
              {blockContent(id, guide)}
            </GuideBlock>
          ))}
        </div>
      </div>
    </Section>
  )
}
