/**
 * Query keys live with the calls they cache (decision 0054). In the web app (`apps/web/src`):
 *
 * - a query key literal (an array that begins with its root string, `['summaries', ...]`) is written only in a
 *   feature's `api/` folder or in `lib/` (roots several features share): a component that spells a key drifts from
 *   the hooks that read it, and a feature that names another's key reaches into what it does not own;
 * - the same key is declared once: two literals of one shape (same strings, anything else in the same places)
 *   are two owners of one cache entry, and a change to one silently misses the other.
 *
 * - a component does not touch the query client (`@/lib/query-client`, `useQueryClient()`): it calls the hooks and
 *   refresh functions of its feature's api/ (or lib/), which own the keys they invalidate; `app/` composes the
 *   provider.
 *
 * A key literal is an array beginning with a string that is the `queryKey` of an object or a JSX element, or the
 * value (or returned value) of a constant or function named `...Key`. A key that extends another
 * (`[...summariesKey, 'shares', id]`) begins with that key, not a literal, and is the owner's extension.
 * Tests are not read: they build keys to check the hooks.
 *
 * Usage: node scripts/lint/check-query-keys.mjs [root]   (root: the repository root by default)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { checkedRoot, filesBelow, reportOffences, shownPath } from './lint-kit.mjs'

const root = checkedRoot()
const SOURCE = 'apps/web/src'

const PLACE_WHY =
  "a query key literal belongs in its feature's api/ folder (or lib/ when several features share it): " +
  "components call the hooks there, so no component spells a key or names another feature's"
const CLIENT_WHY =
  "a component calls its feature's api/ hooks and refresh functions, not the query client: they own the keys " +
  'a change must refresh'
const COPY_WHY =
  'the same query key is declared twice: two owners of one cache entry drift apart; extend or import the first'

const isWebSource = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)

/** `x as const`, `(x)`, `x satisfies T` stand for x. */
function unwrap(node) {
  let current = node
  while (
    current &&
    (ts.isAsExpression(current) || ts.isParenthesizedExpression(current) || ts.isSatisfiesExpression(current))
  ) {
    current = current.expression
  }
  return current
}

function isKeyLiteral(node) {
  const array = unwrap(node)
  if (!array || !ts.isArrayLiteralExpression(array)) return null
  const first = array.elements[0]
  return first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) ? array : null
}

/** Strings as written, anything else as a hole: `['courses', courseId]` and `['courses', id]` are one key. */
function shapeOf(array) {
  const parts = array.elements.map((element) =>
    ts.isStringLiteral(element) || ts.isNoSubstitutionTemplateLiteral(element) ? `'${element.text}'` : '_',
  )
  return `[${parts.join(', ')}]`
}

const isKeyName = (name) => name !== undefined && /Key$/.test(name)

/** The arrays a function named `...Key` answers. */
function returnedArrays(fn) {
  if (!fn.body) return []
  if (!ts.isBlock(fn.body)) return [fn.body]
  const found = []
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node !== fn) return
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression)
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(fn.body, visit)
  return found
}

function keyLiterals(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const add = (candidate) => {
    const array = isKeyLiteral(candidate)
    if (array)
      found.push({ array, line: source.getLineAndCharacterOfPosition(array.getStart(source)).line + 1 })
  }
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'queryKey') add(node.initializer)
    else if (ts.isJsxAttribute(node) && node.name.getText(source) === 'queryKey' && node.initializer) {
      if (ts.isJsxExpression(node.initializer)) add(node.initializer.expression)
    } else if (ts.isVariableDeclaration(node) && isKeyName(node.name.getText(source)) && node.initializer) {
      const value = unwrap(node.initializer)
      if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
        for (const answer of returnedArrays(value)) add(answer)
      } else add(node.initializer)
    } else if (ts.isFunctionDeclaration(node) && isKeyName(node.name?.text)) {
      for (const answer of returnedArrays(node)) add(answer)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** `features/<name>/api/...` or `lib/...`, relative to the web source. */
function mayDeclareKeys(relative) {
  return /^features\/[^/]+\/api\//.test(relative) || relative.startsWith('lib/')
}

/** Lines that import the app's query client or ask React for it. */
function clientUses(text) {
  const lines = []
  text.split('\n').forEach((line, index) => {
    if (/from\s+['"]@\/lib\/query-client['"]|\buseQueryClient\s*\(/.test(line)) lines.push(index + 1)
  })
  return lines
}

const offences = []
const firstPlace = new Map()
const webRoot = path.join(root, SOURCE)
for (const file of filesBelow(webRoot, isWebSource, [])) {
  const relative = shownPath(webRoot, file)
  const shown = `${SOURCE}/${relative}`
  const text = readFileSync(file, 'utf8')
  if (!mayDeclareKeys(relative) && !relative.startsWith('app/')) {
    for (const line of clientUses(text))
      offences.push(`${shown}:${line}: query client used here: ${CLIENT_WHY}.`)
  }
  for (const { array, line } of keyLiterals(file, text)) {
    const shape = shapeOf(array)
    if (!mayDeclareKeys(relative))
      offences.push(`${shown}:${line}: query key ${shape} written here: ${PLACE_WHY}.`)
    const first = firstPlace.get(shape)
    if (first)
      offences.push(`${shown}:${line}: query key ${shape} is also declared at ${first}: ${COPY_WHY}.`)
    else firstPlace.set(shape, `${shown}:${line}`)
  }
}

reportOffences(offences, 'query key', 'scripts/lint/check-query-keys.mjs, decision 0054')
