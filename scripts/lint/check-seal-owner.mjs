/**
 * One module owns the modo-prova seal (decision 0073): `apps/server/src/modules/seal/` says in SQL which questions,
 * keys and answers an unreleased modo-prova mock holds, and alone reads and writes the release's mark. A second
 * spelling of "modo prova and not released" elsewhere would be a second copy of the rule, free to drift from it. In
 * the server's production source (`apps/server/src`, no tests, no `src/test/`) outside modules/seal, an offence is:
 *
 * - the release's mark in any form: `released_at` in a string or template, or `releasedAt` (the schema's column,
 *   a property, a name);
 * - the mode "ao encerrar" in SQL: `MOCK_KEY_MODE.atClose` inside an `sql` template, given to `sqlConstant`, or
 *   compared with a column by drizzle (`eq`, `ne`, `inArray`, `notInArray`); `'ao_encerrar'` written in any of
 *   those. Comparing a mock's key mode in TypeScript (`mock.keyMode === MOCK_KEY_MODE.atClose`) is not SQL.
 *
 * The schema (`apps/server/src/db/schema/`) declares the column; the migrations (`apps/server/drizzle`) are not read.
 *
 * Usage: node scripts/lint/check-seal-owner.mjs [root]   (root: the repository root by default)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { checkedRoot, filesBelow, reportOffences, shownPath } from './lint-kit.mjs'

const root = checkedRoot()
const SOURCE = 'apps/server/src'
const EXEMPT = ['apps/server/src/modules/seal/', 'apps/server/src/db/schema/']
/** Files that compare the mode in SQL for another rule than the seal, with why. */
const ALLOWED = {
  'apps/server/src/modules/mocks/mock-correction.repo.ts':
    "the history lists every closed modo-prova mock to every student (decision 0056): the key out at the close, not the seal's hold",
}

const WHY =
  'the modo-prova seal has one owner, modules/seal (decision 0073): ask its fragments (seal.sql.ts) or its ' +
  'service, so that "modo prova and not released" is spelt once'
const SQL_CALLS = new Set(['sqlConstant', 'eq', 'ne', 'inArray', 'notInArray'])

const isProductionSource = (name) =>
  /\.(m?ts)$/.test(name) && !name.endsWith('.d.ts') && !/\.(test|test-helpers)\.ts$/.test(name)

const isSqlTag = (node) =>
  ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql'
const isFunction = (node) =>
  ts.isArrowFunction(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node)

/** Where the node sits in SQL, up to the function it is written in: 'an sql template', 'sqlConstant()', … or null. */
function sqlPlaceOf(node) {
  for (let up = node.parent; up && !isFunction(up); up = up.parent) {
    if (isSqlTag(up)) return 'an sql template'
    if (ts.isCallExpression(up) && ts.isIdentifier(up.expression) && SQL_CALLS.has(up.expression.text))
      return `${up.expression.text}()`
  }
  return null
}

function offencesIn(file, text, shown) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found = []
  const at = (node, what) =>
    found.push(`${shown}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`)
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === 'releasedAt') at(node, 'the release mark releasedAt')
    else if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (/released_at|releasedAt/.test(node.text)) at(node, 'the release mark released_at in text')
      else if (node.text.includes('ao_encerrar') && sqlPlaceOf(node))
        at(node, `the mode 'ao_encerrar' in ${sqlPlaceOf(node)}`)
    } else if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(source) === 'MOCK_KEY_MODE' &&
      node.name.text === 'atClose'
    ) {
      const place = sqlPlaceOf(node)
      if (place) at(node, `MOCK_KEY_MODE.atClose in ${place}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const offences = filesBelow(path.join(root, SOURCE), isProductionSource, ['node_modules', 'test'])
  .map((full) => shownPath(root, full))
  .filter((file) => !EXEMPT.some((prefix) => file.startsWith(prefix)) && !(file in ALLOWED))
  .flatMap((file) => offencesIn(file, readFileSync(path.join(root, file), 'utf8'), file))
  .map((offence) => `${offence}: ${WHY}.`)

reportOffences(offences, 'seal', 'scripts/lint/check-seal-owner.mjs, decision 0073')
