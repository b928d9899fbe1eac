/**
 * The docs are true to the code (issue 48): in `README.md` and every Markdown file under `docs/`, a name in backticks
 * is a claim that the tree holds it.
 *
 * - A path (it has a file extension, ends with `/`, or starts with a folder the tree has, as `features/practice`)
 *   must name a file or folder: from the root, or as the end of a path in the tree (`answers/answer-mock.sql.ts`),
 *   `*` standing for any characters. A package's own path (`zod/mini`, `@mantine/charts`) is left to npm.
 * - An identifier that looks like code (camelCase, or PascalCase of two words or more: `sealedQuestionSql`,
 *   `PaymentPage`, `router.revalidate()`) must be a word of the source (apps, packages, e2e, bench, scripts).
 * - Every decision (`docs/decisions/NNNN-*.md`) has a line `Status: accepted`, `Status: open` or
 *   `Status: superseded by NNNN` naming a decision that exists, perhaps followed by a note (`; …` or `(…)`).
 *
 * A name that no longer exists is history: write it without backticks ("the former reports.sql.ts"). Fenced code
 * blocks and spans with spaces (commands, SQL) are not read. API routes (`/api/...`) are the SPEC's, not files.
 *
 * Usage: node scripts/lint/check-doc-references.mjs [root]   (root: the repository root by default)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { checkedRoot, filesBelow, reportOffences, shownPath } from './lint-kit.mjs'

const root = checkedRoot()
const SKIPPED_DIRS = ['node_modules', '.git']
/** Made by a build, a run or the machine, never committed: named in the docs, never in the tree. */
const MADE_DIRS = ['dist', 'data', '.data', 'artifacts']
const SOURCE_GROUPS = ['apps', 'packages', 'e2e', 'bench', 'scripts']
const SOURCE_FILE = /\.(m?[jt]s|tsx|sql|css)$/
const FILE_EXTENSION =
  /\.(m?[jt]s|cjs|tsx|jsx|md|json|sql|conf|ya?ml|css|html|svg|sh|txt|csv|pdf|png|webmanifest|lock)$/
const MIME_TYPE = /^(text|application|image|font|multipart|audio|video)\/[\w.+-]+$/
const IDENTIFIER_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/
const LOOKS_LIKE_CODE = /[a-z0-9][A-Z]|^[A-Z][a-z0-9]+[A-Z]/
const STATUS = /^Status: (accepted|open|superseded by (\d{4}))(\s*[;(].*)?$/m

/** Every file and folder of the tree, relative to the root with forward slashes (folders end with '/'). */
function treeEntries(dir, into = []) {
  let entries = []
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return into
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.includes(entry.name) || MADE_DIRS.includes(entry.name)) continue
      into.push(`${shownPath(root, full)}/`)
      treeEntries(full, into)
    } else into.push(shownPath(root, full))
  }
  return into
}

const entries = treeEntries(root)
const folderNames = new Set(entries.filter((e) => e.endsWith('/')).map((e) => path.posix.basename(e)))

/** The words of the source: identifiers as the code spells them. */
const sourceWords = new Set()
for (const group of SOURCE_GROUPS) {
  const skipped = [...SKIPPED_DIRS, ...MADE_DIRS, 'fixtures']
  for (const file of filesBelow(path.join(root, group), (name) => SOURCE_FILE.test(name), skipped)) {
    for (const word of readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) sourceWords.add(word)
  }
}

/**
 * The words of the type declarations of the packages the tree depends on directly (`idleTimeoutMillis` of pg,
 * `generateSW` of vite-plugin-pwa): a doc may name a library's API. Read once, when a word is not the source's.
 */
let libraryWords
function isLibraryWord(word) {
  if (!libraryWords) {
    libraryWords = new Set()
    const manifests = entries.filter(
      (entry) => /(^|\/)package\.json$/.test(entry) && !entry.includes('fixtures/'),
    )
    const packages = new Set(
      manifests.flatMap((manifest) => {
        const json = JSON.parse(readFileSync(path.join(root, manifest), 'utf8'))
        return Object.keys({ ...json.dependencies, ...json.devDependencies })
      }),
    )
    const declaration = (name) => /\.d\.[cm]?ts$/.test(name)
    for (const name of packages) {
      const types = name.startsWith('@') ? `@types/${name.slice(1).replace('/', '__')}` : `@types/${name}`
      for (const dir of [name, types]) {
        for (const file of filesBelow(path.join(root, 'node_modules', dir), declaration)) {
          for (const word of readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? [])
            libraryWords.add(word)
        }
      }
    }
  }
  return libraryWords.has(word)
}

let installedPackages = new Set()
try {
  installedPackages = new Set(readdirSync(path.join(root, 'node_modules')))
} catch {}

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

function pathExists(name) {
  const folder = name.endsWith('/')
  const bare = name.replace(/^\.\//, '').replace(/^@\//, 'apps/web/src/')
  const segments = bare.split('/')
  // A build's or a run's output, or a place an environment variable names (`DATA_DIR/gabarito.lock`).
  if (segments.some((segment) => MADE_DIRS.includes(segment) || /^[A-Z][A-Z0-9_]+$/.test(segment)))
    return true
  // An import specifier names its file without the extension (`lib/query-client`).
  const ending = folder ? '' : FILE_EXTENSION.test(bare) ? '/?' : '(/|\\.tsx?|\\.mjs)?'
  const pattern = new RegExp(`(^|/)${escapeRegExp(bare).replace(/\*/g, '[^/]*')}${ending}$`)
  return entries.some((entry) => pattern.test(entry))
}

function isPackagePath(name) {
  const first = name.split('/')[0]
  return installedPackages.has(first) || (first.startsWith('@') && installedPackages.has(first))
}

function looksLikePath(name) {
  // Outside the repository (`/etc/…`, `../shared/`), a URL, a file kind (`.routes.ts`) or a MIME type.
  if (/^(\/|\.\.\/|\.[^/]*$)/.test(name) || name.includes('://') || MIME_TYPE.test(name)) return false
  if (!/^[\w.@*\-/]+$/.test(name)) return false
  if (FILE_EXTENSION.test(name) || (name.includes('/') && name.endsWith('/'))) return true
  return name.includes('/') && folderNames.has(name.split('/')[0])
}

/** What a backticked span claims that the tree does not hold; null when it holds it or claims nothing. */
function missingIn(span) {
  const name = span.trim().replace(/:\d+$/, '')
  if (/\s/.test(name) || name === '') return null
  if (looksLikePath(name)) {
    if (pathExists(name) || isPackagePath(name)) return null
    return `\`${name}\` names no file or folder of the tree`
  }
  if (IDENTIFIER_PATH.test(name)) {
    const missing = name
      .replace(/\(\)$/, '')
      .split('.')
      .filter((part) => LOOKS_LIKE_CODE.test(part) && !sourceWords.has(part) && !isLibraryWord(part))
    if (missing.length > 0) return `\`${name}\`: ${missing.join(', ')} is no word of the source`
  }
  return null
}

/** The backticked spans of a Markdown text outside fenced blocks, with their line numbers. */
function backtickedSpans(text) {
  const spans = []
  let fenced = false
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    for (const match of line.matchAll(/(`+)([^`]+?)\1/g)) spans.push({ span: match[2], line: index + 1 })
  })
  return spans
}

const docs = [
  ...entries.filter((entry) => entry === 'README.md'),
  ...entries.filter((entry) => entry.startsWith('docs/') && entry.endsWith('.md')),
]
const decisionNumbers = new Set(
  entries.flatMap((entry) => entry.match(/^docs\/decisions\/(\d{4})-[^/]+\.md$/)?.[1] ?? []),
)

const offences = []
for (const doc of docs) {
  const text = readFileSync(path.join(root, doc), 'utf8')
  for (const { span, line } of backtickedSpans(text)) {
    const missing = missingIn(span)
    if (missing) offences.push(`${doc}:${line}: ${missing}; write history without backticks.`)
  }
  if (/^docs\/decisions\/\d{4}-/.test(doc)) {
    const status = text.match(STATUS)
    if (!status)
      offences.push(
        `${doc}: no status line ("Status: accepted", "Status: open" or "Status: superseded by NNNN").`,
      )
    else if (status[2] && !decisionNumbers.has(status[2]))
      offences.push(`${doc}: superseded by ${status[2]}, which is no decision of docs/decisions.`)
  }
}

reportOffences(offences, 'doc reference', 'scripts/lint/check-doc-references.mjs, issue 48')
