// Fails when a hand-written source file is longer than MAX_LINES (docs/decisions/0011-module-boundaries.md).
// Data (JSON, HTML, SVG), SQL migrations and build output are not source; a generated source file says so in
// its first lines with a comment starting `@generated` and is skipped.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const MAX_LINES = 300
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts']
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css)$/
// Installed packages, build output, local databases and test artifacts (as in .gitignore), and the
// SQL migrations with their drizzle-kit snapshots.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.data', 'artifacts', 'drizzle'])
const GENERATED = /^\s*(\/\/|\/\*|\*)\s*@generated\b/m

const root = path.resolve(import.meta.dirname, '..')

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(full)
    } else if (SOURCE.test(entry.name)) {
      yield full
    }
  }
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

const tooLong = []
let checked = 0
for (const top of ROOTS) {
  for (const file of sourceFiles(path.join(root, top))) {
    const text = readFileSync(file, 'utf8')
    if (GENERATED.test(text.split('\n', 5).join('\n'))) continue
    checked++
    const lines = lineCount(text)
    if (lines > MAX_LINES) tooLong.push({ file: path.relative(root, file), lines })
  }
}

if (tooLong.length > 0) {
  tooLong.sort((a, b) => b.lines - a.lines)
  console.error(`${tooLong.length} source files have more than ${MAX_LINES} lines; split them:`)
  for (const { file, lines } of tooLong) console.error(`  ${String(lines).padStart(5)}  ${file}`)
  process.exit(1)
}
console.log(`${checked} source files, none over ${MAX_LINES} lines.`)
