/**
 * The server's modules form a tree (decision 0011): every file of `apps/server/src/modules/<area>/` counts as its
 * module, and no module may reach itself through other modules' imports (a module circle), even when the files
 * form no circle (dependency-cruiser's own rule sees files only). The modules also have a layer order, bottom to
 * top: a module imports only modules below it, but for the few arrows named in ALLOWED_UPWARD.
 *
 * Only production files count: tests (`*.test.ts`, `*.test-helpers.ts`) set their data up through whatever module
 * owns it (an answers test opens a mock), and the server never loads them, so they tie no module to another.
 *
 * Usage: node scripts/lint/check-module-graph.mjs [root]   (root: the repository root by default)
 */
import { cruise } from 'dependency-cruiser'
import { checkedRoot } from './lint-kit.mjs'

const root = checkedRoot()
const SOURCE = 'apps/server/src'

/**
 * Bottom to top. A module may import the modules listed before it, never one after it (ALLOWED_UPWARD aside).
 * Every module of the server must be in the list, so a new one is placed on purpose.
 */
export const LAYERS = [
  [
    'seal',
    "modo prova's seal (decision 0073): what an unreleased modo-prova mock holds, and its release's mark; db/ and lib/ only",
  ],
  [
    'aggregates',
    'every table derived from answers (decision 0043): db/, lib/ and the seal only, everyone writes through it',
  ],
  ['access', 'the course, owner and role guards every other module calls'],
  ['audit', 'the log every staff write appends to; it guards its own reading with access'],
  ['health', 'the health check: the database and nothing else'],
  ['site', "the public site's settings and promotions"],
  ['media', 'uploaded images, which questions, news and material point to'],
  ['courses', 'courses, subjects, topics and news: the content root the rest hangs from (decision 0076)'],
  ['payments', 'PIX payments and the plans they grant for a course'],
  ['users', 'the user rows and the copy tokens are checked against (decision 0011)'],
  ['auth', 'tokens for users (login, devices)'],
  ['accounts', 'sign-up and passwords: users, and auth to issue the first token'],
  ['profile', "the student's own data, plans and payments"],
  ['summaries', "the students' own summary files per course"],
  ['reports', 'reports read from the aggregates'],
  ['concepts', 'concepts (the tags table, its one writer, decision 0076) and their counts, from the reports'],
  ['material', 'study material of a course'],
  ['stats', 'public figures of the platform'],
  ['ability', "item response theory: the items' calibration, the students' abilities and chance of passing"],
  ['answers', 'records answers in a mode and rescores them for a key its owner changed'],
  [
    'questions',
    "the question bank, past exams, practice batches and the answer key's owner (writeAnswerKeys, changeAnswerKeys)",
  ],
  ['comments', 'comments on questions and their moderation'],
  ['discussion', "the students' moderated discussion under each question, read with practice's access rule"],
  ['item-stats', "the questions' item statistics and the quality queue of suspect questions (decision 0074)"],
  ['mocks', 'the weekly mock: its questions, its answer mode and its ranking'],
  ['review', 'spaced review and the caderno de erros: its answer mode, batches read from the cards'],
  [
    'notebooks',
    "the student's cadernos: saved filters and lists of questions, practised through the bank's batches",
  ],
  [
    'import',
    "the question import, which writes every content table through its owner's bulk write (decision 0076)",
  ],
  [
    'personal-data',
    "LGPD: runs every module's declaration of a person's rows, erased together and exported together (decision 0062)",
  ],
  ['admin', 'the back office: mounts every staff route under /api/v1/admin'],
]

/** Arrows from a module to one above it that stay: [from, to, why]; decision 0011 names each. At most 3. */
export const ALLOWED_UPWARD = []
if (ALLOWED_UPWARD.length > 3) throw new Error('At most 3 allowed upward arrows (issue 28, decision 0011).')

const rank = new Map(LAYERS.map(([name], i) => [name, i]))
const areaOf = (file) => file.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1]
const isTest = (file) => /\.test(-helpers)?\.ts$/.test(file)

const { output } = await cruise(
  [SOURCE],
  {
    baseDir: root,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
  },
  { extensions: ['.ts', '.mts', '.js', '.mjs'] },
)

/** from -> to -> the first file import behind that arrow. */
const arrows = new Map()
for (const module of output.modules) {
  const from = areaOf(module.source)
  if (!from || isTest(module.source)) continue
  for (const dependency of module.dependencies) {
    const to = areaOf(dependency.resolved)
    if (!to || to === from) continue
    const targets = arrows.get(from) ?? new Map()
    if (!targets.has(to)) targets.set(to, `${module.source} -> ${dependency.resolved}`)
    arrows.set(from, targets)
  }
}

const offences = []
const areas = [
  ...new Set(output.modules.map((m) => !isTest(m.source) && areaOf(m.source)).filter(Boolean)),
].sort()
for (const area of areas) {
  if (!rank.has(area))
    offences.push(
      `module ${area} is not in the layer order (LAYERS of scripts/lint/check-module-graph.mjs): place it ` +
        'with one line on why, so that what it may import is decided, not found',
    )
}

// Module circles: every elementary circle, each written once from its first module in name order.
const circles = []
const walk = (start, node, trail, seen) => {
  for (const next of [...(arrows.get(node)?.keys() ?? [])].sort()) {
    if (next === start) circles.push([...trail, start])
    else if (next > start && !seen.has(next)) walk(start, next, [...trail, next], new Set([...seen, next]))
  }
}
for (const area of areas) walk(area, area, [area], new Set([area]))
for (const circle of circles) {
  const steps = circle.slice(1).map((to, i) => `    ${circle[i]} -> ${to}: ${arrows.get(circle[i]).get(to)}`)
  offences.push(
    `module circle ${circle.join(' -> ')}: these modules cannot be understood (nor tested) apart; move what they ` +
      `share down to the lower one, or let the upper one register with the lower (decision 0011)\n${steps.join('\n')}`,
  )
}

// Upward arrows: from a module to one above it in LAYERS, not on the allowed list.
const allowed = new Set(ALLOWED_UPWARD.map(([from, to]) => `${from} -> ${to}`))
let upward = 0
for (const [from, targets] of arrows) {
  for (const [to, file] of targets) {
    if (!rank.has(from) || !rank.has(to) || rank.get(from) > rank.get(to)) continue
    upward++
    if (allowed.has(`${from} -> ${to}`)) continue
    offences.push(
      `upward arrow ${from} -> ${to} (${file}): ${from} sits below ${to} in the layer order, so it may not ` +
        'import it; move what it needs down, or invert the call (the upper module registers with the lower)',
    )
  }
}

if (offences.length > 0) {
  for (const offence of offences) console.error(`✖ ${offence}`)
  console.error(
    `${circles.length} module circle(s), ${upward} upward arrow(s) (${ALLOWED_UPWARD.length} allowed) in ` +
      `${SOURCE}/modules (scripts/lint/check-module-graph.mjs, decision 0011).`,
  )
  process.exit(1)
}
console.log(`✔ server modules form a tree: ${areas.length} modules, ${upward} allowed upward arrow(s).`)
