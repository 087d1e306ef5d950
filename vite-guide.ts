import { guideBlocks, WEDDING_GUIDE } from './src/config/wedding-guide.ts'

/**
 * Whether the couple's guide has any block, as a build-time constant (src/config/guide-flag.ts):
 * the navigation and the sections chunk show the guide's place from it without downloading the
 * guide's texts, which stay in the guide's own chunk (docs/decisions/0020-guests-guide.md).
 */
export const GUIDE_DEFINE = {
  BUILD_HAS_GUIDE: JSON.stringify(guideBlocks(WEDDING_GUIDE).length > 0),
}
