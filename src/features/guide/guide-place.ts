import type { GuidePlace } from '../../config/guide-flag.ts'
import { guideBlocks, type GuideBlockId, type WeddingGuide } from '../../config/wedding-guide.ts'

/**
 * About the guide's height from the blocks a couple keep (docs/decisions/0020-guests-guide.md), so
 * its place on the page (near-guide.tsx) neither leaves a blank area nor makes the page jump when
 * the guide arrives. Computed by the build (build/guide-sizes.ts): the sections' chunk gets four numbers,
 * not the guide. Imported by the build's config: relative imports only.
 *
 * Measured on the template's guide in Chromium (rem, 16 px), each block as a fixed part plus a
 * part per row: a step of the programme, a question (closed), a row of places to stay or of
 * padrinhos (several per row on wide screens). tests/e2e/guide.spec.ts compares it with the
 * guide as shown.
 */
interface Sizes {
  /** The section's title, subtitle and padding. */
  section: number
  /** The row of links to the blocks (shown when there are two or more). */
  links: number
  /** Between two blocks. */
  gap: number
  /** A block's fixed part (its title above it on narrow screens) and each row's height. */
  blocks: Record<GuideBlockId, { fixed: number; row: number }>
  /** The least a block takes (on wide screens its title stands beside it: at least that tall). */
  least: number
  /** Places to stay and padrinhos side by side. */
  columns: { hospedagem: number; padrinhos: number }
}

// Measured at 390 px (phone), 768 (md), the mean of 1024 and 1180 (lg), and 1280 (xl). The
// dress code is one fixed part: its palette and its list vary little.
const SIZES: Record<keyof GuidePlace, Sizes> = {
  phone: {
    section: 22.3,
    links: 10,
    gap: 4,
    blocks: {
      programacao: { fixed: 7.6, row: 10.3 },
      traje: { fixed: 60.8, row: 0 },
      duvidas: { fixed: 4.5, row: 3.9 },
      hospedagem: { fixed: 8.4, row: 20.7 },
      padrinhos: { fixed: 6.6, row: 12.4 },
    },
    least: 0,
    columns: { hospedagem: 1, padrinhos: 1 },
  },
  md: {
    section: 23.3,
    links: 8.8,
    gap: 5,
    blocks: {
      programacao: { fixed: 6.1, row: 7.6 },
      traje: { fixed: 40.9, row: 0 },
      duvidas: { fixed: 4.5, row: 3.7 },
      hospedagem: { fixed: 6.4, row: 22.6 },
      padrinhos: { fixed: 4.6, row: 14.7 },
    },
    least: 0,
    columns: { hospedagem: 2, padrinhos: 2 },
  },
  lg: {
    section: 24,
    links: 5.3,
    gap: 6,
    blocks: {
      programacao: { fixed: 0, row: 7 },
      traje: { fixed: 36.4, row: 0 },
      duvidas: { fixed: 0, row: 3.7 },
      hospedagem: { fixed: -1.5, row: 22.4 },
      padrinhos: { fixed: -1.5, row: 14.5 },
    },
    least: 10,
    columns: { hospedagem: 2, padrinhos: 2 },
  },
  xl: {
    section: 24,
    links: 5.3,
    gap: 6,
    blocks: {
      programacao: { fixed: 0, row: 6.4 },
      traje: { fixed: 24.4, row: 0 },
      duvidas: { fixed: 0, row: 3.7 },
      hospedagem: { fixed: -1.5, row: 21.5 },
      padrinhos: { fixed: -1.5, row: 16.4 },
    },
    least: 10,
    columns: { hospedagem: 2, padrinhos: 3 },
  },
}

/** How many rows each block has. */
function rows(guide: WeddingGuide, id: GuideBlockId, sizes: Sizes): number {
  switch (id) {
    case 'programacao':
      return guide.schedule.length
    case 'traje':
      return guide.dressCode?.avoid.length ?? 0
    case 'duvidas':
      return guide.faq.length
    case 'hospedagem':
      return Math.ceil(guide.stays.length / sizes.columns.hospedagem)
    case 'padrinhos':
      return Math.ceil(guide.weddingParty.length / sizes.columns.padrinhos)
  }
}

/** About the guide's height at each width, in rem; null when it has no block. */
export function guidePlace(guide: WeddingGuide): GuidePlace | null {
  const blocks = guideBlocks(guide)
  if (blocks.length === 0) return null
  const at = (sizes: Sizes) => {
    let height = sizes.section + (blocks.length > 1 ? sizes.links : 0)
    height += sizes.gap * (blocks.length - 1)
    for (const id of blocks) {
      const { fixed, row } = sizes.blocks[id]
      height += Math.max(sizes.least, fixed + row * rows(guide, id, sizes))
    }
    return Math.round(height)
  }
  return { phone: at(SIZES.phone), md: at(SIZES.md), lg: at(SIZES.lg), xl: at(SIZES.xl) }
}
