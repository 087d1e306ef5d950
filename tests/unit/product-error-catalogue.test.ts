import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// docs/product.md quotes the site's texts character for character; §8 is the catalogue of what a
// guest or the couple read when something fails. A text quoted there that the site cannot show
// (reworded or dropped since) sends a reader looking for a message that never comes.

const root = new URL('../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')
const filesIn = (dir: string, test: (name: string) => boolean) =>
  readdirSync(new URL(dir, root))
    .filter(test)
    .map((name) => read(`${dir}/${name}`))

/** Every text the site can show: the copy modules and the messages the SQL raises. */
const siteTexts = oneLine(
  [
    ...filesIn('src/config/copy', (name) => name.endsWith('.ts')),
    ...filesIn('supabase/migrations', (name) => name.endsWith('.sql')),
  ]
    .join('\n')
    .replaceAll("\\'", "'")
    .replaceAll("''", "'"),
)

function section(doc: string, heading: string): string {
  const start = doc.indexOf(heading)
  const end = doc.indexOf('\n## ', start + heading.length)
  return doc.slice(start, end === -1 ? undefined : end)
}

/**
 * The texts in 'quotes': a quote opens after a non-letter and closes before one, so the
 * apostrophe of "the couple's" stays prose. Code spans are not quotes.
 */
function quoted(markdown: string): string[] {
  const prose = oneLine(markdown.replace(/`[^`]*`/g, ' '))
  return [...prose.matchAll(/(?<![\p{L}\d])'(?=\S)((?:[^']|'(?=\p{L}))*?)'(?![\p{L}\d])/gu)].map(
    (match) => match[1] ?? '',
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A quoted text the site has, whole: one of its string literals, where each {placeholder} of the
 * page stands for what the code fills in.
 */
const onSite = (text: string) => {
  const parts = text.split(/\{[^}]*\}/).map(escape)
  const quote = '[\'"`]'
  const notQuote = '[^\'"`]*?'
  return new RegExp(`${quote}${parts.join(notQuote)}${quote}`).test(siteTexts)
}

describe('docs/product.md §8, the error catalogue', () => {
  const texts = quoted(section(read('docs/product.md'), '## §8 Error catalogue'))

  it('quotes only texts the site shows', () => {
    // Guards the reading of the page itself: §8 quotes some sixty texts.
    expect(texts.length).toBeGreaterThan(50)
    expect(texts.filter((text) => !onSite(text))).toEqual([])
  })
})
