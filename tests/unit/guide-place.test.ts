import { describe, expect, it } from 'vitest'
import { GUIDE_PLACES } from '@/config/guide-flag'
import { guideAt, WEDDING_GUIDE, type WeddingGuide } from '@/config/wedding-guide'
import { guidePlace } from '@/features/guide/guide-place'

// The guide's place on the page before its chunk arrives (docs/decisions/0020-guests-guide.md):
// about the height of the blocks the couple keep, so dropping blocks leaves no blank area.
// tests/e2e/guide.spec.ts compares the estimate with the guide as a browser shows it.

const NONE: WeddingGuide = { schedule: [], dressCode: null, faq: [], stays: [], weddingParty: [] }
const WIDTHS = ['phone', 'md', 'lg', 'xl'] as const

describe('the guide’s place', () => {
  it('is the build’s, before the wedding and after it', () => {
    expect(GUIDE_PLACES).toEqual({
      before: guidePlace(guideAt(WEDDING_GUIDE, false)),
      after: guidePlace(guideAt(WEDDING_GUIDE, true)),
    })
  })

  it('shrinks with each block a couple drop, and is none without blocks', () => {
    const whole = guidePlace(WEDDING_GUIDE)
    const onlyQuestions = guidePlace({ ...NONE, faq: WEDDING_GUIDE.faq.slice(0, 3) })
    const withoutStays = guidePlace({ ...WEDDING_GUIDE, stays: [] })
    for (const width of WIDTHS) {
      expect(withoutStays?.[width]).toBeLessThan(whole?.[width] ?? 0)
      expect(onlyQuestions?.[width]).toBeLessThan((whole?.[width] ?? 0) / 4)
    }
    // Three closed questions on a phone: a few screens' worth less than the whole guide.
    expect(onlyQuestions?.phone).toBeLessThan(40)
    expect(guidePlace(NONE)).toBeNull()
  })

  it('grows with the rows of a block: more steps, more questions, more padrinhos', () => {
    const base = guidePlace({ ...NONE, schedule: WEDDING_GUIDE.schedule.slice(0, 2) })
    const longer = guidePlace({ ...NONE, schedule: WEDDING_GUIDE.schedule })
    for (const width of WIDTHS) expect(longer?.[width]).toBeGreaterThan(base?.[width] ?? 0)
  })

  it('after the wedding is smaller: no dress code, no places to stay, fewer questions', () => {
    for (const width of WIDTHS)
      expect(GUIDE_PLACES.after?.[width]).toBeLessThan(GUIDE_PLACES.before?.[width] ?? 0)
  })
})
