import { guideAt, guideBlocks, WEDDING_GUIDE } from './src/config/wedding-guide.ts'
import { guidePlace } from './src/features/guide/guide-place.ts'

const before = guideAt(WEDDING_GUIDE, false)
const after = guideAt(WEDDING_GUIDE, true)

/**
 * Whether the couple's guide has any block, and about its height before and after the wedding,
 * as build-time constants (src/config/guide-flag.ts): the navigation and the sections chunk show
 * the guide's place from them without downloading the guide's texts, which stay in the guide's
 * own chunk (docs/decisions/0020-guests-guide.md).
 */
export const GUIDE_DEFINE = {
  BUILD_HAS_GUIDE: JSON.stringify(guideBlocks(before).length + guideBlocks(after).length > 0),
  BUILD_GUIDE: JSON.stringify({ before: guidePlace(before), after: guidePlace(after) }),
}
