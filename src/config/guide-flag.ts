// Replaced at build time by vite-guide.ts (vite.config.ts, vitest.config.ts and the prerender).
declare const BUILD_HAS_GUIDE: boolean

/**
 * True when src/config/wedding-guide.ts has at least one block. A constant of the build, not an
 * import of the guide, so the first visit's script does not carry the guide's texts
 * (docs/decisions/0020-guests-guide.md).
 */
export const HAS_GUIDE: boolean = BUILD_HAS_GUIDE
