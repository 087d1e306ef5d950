/**
 * The cases of src/lib/text.ts's rule, run against the browser's rule (tests/unit/text.test.ts)
 * and the database's (tests/db/text-rules.test.ts): both must say the same of each.
 */

/** Names that show nothing on screen: blank once cleaned, so refused as missing. */
export const BLANK_LOOKING: readonly string[] = [
  '\u3164', // Hangul filler
  '\u115f', // Hangul choseong filler
  '\u1160', // Hangul jungseong filler
  '\uffa0', // halfwidth Hangul filler
  '\u2800', // Braille pattern blank
  '\u00ad', // soft hyphen
  '\u034f', // combining grapheme joiner
  '\u2061\u2062\u2063\u2064', // invisible operators
  '\u200e\u200f', // left-to-right and right-to-left marks
  '\u202a\u202b\u202c\u202d\u202e', // bidi embeddings and overrides
  '\u2066\u2067\u2068\u2069', // bidi isolates
  '\u061c', // Arabic letter mark
  '\u180e', // Mongolian vowel separator
  '\ufe00\ufe0f', // variation selectors
  '\u{e0100}\u{e01ef}', // variation selectors supplement
  '\u{e0001}\u{e0041}\u{e007f}', // tag characters
  '\u200b\u200c\u200d\u2060\ufeff', // zero-width space, (non-)joiner, word joiner, BOM
  '\t\n\r \u00a0\u3000', // spaces and line breaks
  ' \u3164 \u2800 ', // a mix, between spaces
]

/** Control characters refused anywhere in a text (NUL has its own case: no database stores it). */
export const CONTROL_NAMES: readonly string[] = [
  'Ana\u0001',
  '\u0008Ana',
  'Ana\u000bClara',
  'Ana\u000c',
  'A\u001fna',
  'Ana\u007f',
  'Ana\u0080',
  'Ana\u0085Clara',
  '\u009f',
]

/** Texts with invisible characters at the ends, and what is stored. */
export const TRIMMED: readonly (readonly [string, string])[] = [
  ['\u3164Ana\u2800', 'Ana'],
  ['\u202eAna\u200f', 'Ana'],
  ['\u00adAna Clara \u{e007f}', 'Ana Clara'],
  // Inside a text they stay: a joiner is part of an emoji.
  ['\u200b\u{1f469}\u200d\u{1f373} Ana\u200b', '\u{1f469}\u200d\u{1f373} Ana'],
  // So do the selector and the tags of the last visible character.
  ['Parabéns \u2764\ufe0f\u200b ', 'Parabéns \u2764\ufe0f'],
  [
    'Ana \u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}\n',
    'Ana \u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}',
  ],
  ['\ufe0fAna \u200d\ufe0f', 'Ana'],
  ['Parabéns \u2764\ufe0f', 'Parabéns \u2764\ufe0f'],
  ['Ana\u2764\ufe0f \ufe0f', 'Ana\u2764\ufe0f'],
  ['Ana\n\tClara\r\n', 'Ana\n\tClara'],
]

/** E-mails and whether the one e-mail rule accepts them. */
export const EMAILS: readonly (readonly [string, boolean])[] = [
  ['ana@exemplo.com', true],
  ['ana.clara+festa@exemplo.com.br', true],
  ["o'neil@exemplo.org", true],
  ['ANA_C-1@Exemplo-Dois.COM', true],
  ['a@b.co', true],
  [`${'a'.repeat(64)}@${'b'.repeat(185)}.com`, true], // 254 characters
  [`${'a'.repeat(64)}@${'b'.repeat(186)}.com`, false], // 255
  ['a@b..com', false],
  ['.a@b.com', false],
  ['a.@b.com', false],
  ['a..b@b.com', false],
  ["a'@b.com", false],
  ['a@.b.com', false],
  ['a@-b.com', false],
  ['a@b.c', false],
  ['a@b.c0m', false],
  ['a@b', false],
  ['a@@b.com', false],
  ['a b@c.com', false],
  ['a@b.com ', false],
  ['joão@exemplo.com.br', false],
  ['ana@exemplo.com.br\u200b', false],
  ['<a@b.com>', false],
  ['a,b@c.com', false],
  ['', false],
]
