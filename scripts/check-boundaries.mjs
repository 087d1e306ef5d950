#!/usr/bin/env node
// One-way imports (docs/architecture.md): app -> features -> components/lib/data/config.
// oxlint catches '@/…' imports; this catches relative imports that cross the same lines, and any
// import from src/ (the browser's code) of build/ (Node-side build code: build/README.md).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const src = join(root, 'src')
const build = join(root, 'build')
const LAYERS = {
  entry: 4,
  app: 3,
  features: 2,
  components: 1,
  lib: 1,
  data: 1,
  config: 0,
  hooks: 1,
  // The page's start-up (src/boot/README.md): below features, which read its flags.
  boot: 1,
  styles: 0,
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : []
  })
}

function place(file) {
  const parts = relative(src, file).split(sep)
  // main.tsx and other files at the top of src are the entry: they may import anything.
  if (parts.length === 1) return { layer: 'entry', feature: undefined }
  return { layer: parts[0], feature: parts[0] === 'features' ? parts[1] : undefined }
}

const problems = []
for (const file of walk(src)) {
  const from = place(file)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(
    /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    const spec = m[1] ?? m[2]
    let target
    if (spec.startsWith('@/')) target = join(src, spec.slice(2))
    else if (spec.startsWith('.')) target = resolve(dirname(file), spec)
    else continue
    const where = `${relative(root, file)} -> ${spec}`
    if (target === build || target.startsWith(build + sep)) {
      problems.push(`${where}: src never imports build/ (it runs in Node, at build time)`)
      continue
    }
    if (!target.startsWith(src + sep)) continue
    const to = place(target)
    if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature)
      problems.push(`${where}: features never import each other`)
    else if ((LAYERS[to.layer] ?? 0) > (LAYERS[from.layer] ?? 0))
      problems.push(`${where}: ${from.layer} may not import ${to.layer}`)
  }
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.info('boundaries: ok')
