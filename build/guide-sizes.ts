import { guideAt, WEDDING_GUIDE } from '../src/config/wedding-guide.ts'
import { guidePlace } from '../src/features/guide/guide-place.ts'

const before = guideAt(WEDDING_GUIDE, false)
const after = guideAt(WEDDING_GUIDE, true)

/**
 * About the height of the couple's guide before and after the wedding (null: no block then), as a
 * build-time constant (src/config/guide-flag.ts): the navigation and the sections chunk show
 * the guide's place from them without downloading the guide's texts, which stay in the guide's
 * own chunk (docs/decisions/0020-guests-guide.md).
 */
export const GUIDE_DEFINE = {
  BUILD_GUIDE: JSON.stringify({ before: guidePlace(before), after: guidePlace(after) }),
}
