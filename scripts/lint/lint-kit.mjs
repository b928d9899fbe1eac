/** What every scripts/lint/check-*.mjs shares: the tree it reads, its files, and how it reports (decision 0011). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The tree to check: the first argument (a fixture tree in the rule's test), else the repository root. */
export const checkedRoot = () => path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../..'))

/**
 * Files below `dir` whose name passes `accept`, in a stable order; folders named in `skipDirs` are not entered.
 * A missing folder has no files (a fixture tree holds only what its rule reads).
 */
export function filesBelow(dir, accept, skipDirs = ['node_modules']) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return skipDirs.includes(entry.name) ? [] : filesBelow(full, accept, skipDirs)
      return accept(entry.name) ? [full] : []
    })
    .sort()
}

const isProductionSource = (name) => /\.(m?ts|tsx)$/.test(name) && !/\.(test|test-helpers)\.tsx?$/.test(name)

/** Every production source file of apps/<app>/src and packages/<package>/src (no tests, no test/ folders). */
export function productionSourceFiles(root) {
  return ['apps', 'packages'].flatMap((group) => {
    let names = []
    try {
      names = readdirSync(path.join(root, group))
    } catch {}
    return names.flatMap((name) =>
      filesBelow(path.join(root, group, name, 'src'), isProductionSource, ['node_modules', 'test']),
    )
  })
}

/**
 * The offences `offencesIn(file, text, shown)` finds in every production source file (see productionSourceFiles)
 * but those listed in `allowed` (paths as shown).
 */
export function offencesInProduction(root, allowed, offencesIn) {
  return productionSourceFiles(root).flatMap((file) => {
    const shown = shownPath(root, file)
    return allowed.includes(shown) ? [] : offencesIn(file, readFileSync(file, 'utf8'), shown)
  })
}

/** A file as the report shows it: relative to the checked tree, with forward slashes. */
export const shownPath = (root, file) => path.relative(root, file).split(path.sep).join('/')

/** Prints each offence and a last line naming the rule, and exits 1; silent when there is none. */
export function reportOffences(offences, what, rule) {
  if (offences.length === 0) return
  for (const offence of offences) console.error(offence)
  console.error(`${offences.length} ${what} offence(s) (${rule}).`)
  process.exit(1)
}
