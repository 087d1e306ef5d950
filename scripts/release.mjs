#!/usr/bin/env node
// `npm run release`: records the migrations not released yet as release <package.json version> in
// supabase/releases.json, with the SHA-256 of their bytes; from then on they are never edited
// (docs/upgrading.md "Cutting a release", docs/decisions/0023-releases-and-migrations.md). Run it
// after CHANGELOG.md has the version's section and package.json its number.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  RELEASES_FILE,
  migrationDigest,
  readReleases,
  unreleasedMigrations,
} from '../supabase/releases.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version

function fail(message) {
  console.error(`release: ${message}`)
  process.exit(1)
}

const releases = readReleases()
if (releases[version]) fail(`${version} is already released`)
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
const heading = new RegExp(
  `^## \\[${version.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`,
  'm',
)
if (!heading.test(changelog)) {
  fail(`CHANGELOG.md has no section "## [${version}] - <date>": move [Unreleased] there first`)
}

const files = unreleasedMigrations()
const date = changelog.match(heading)?.[0].slice(-10)
releases[version] = {
  date,
  migrations: Object.fromEntries(files.map((file) => [file, migrationDigest(file)])),
}
writeFileSync(RELEASES_FILE, JSON.stringify(releases, null, 2) + '\n')
console.info(
  `release: ${version} records ${files.length} migration(s)${files.length ? `: ${files.join(', ')}` : ''}`,
)
