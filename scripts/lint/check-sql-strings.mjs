/**
 * Raw SQL is written with drizzle's `sql` template and the schema's objects, never joined as text (decision 0053).
 * In the server (`apps/server/src`, tests included), an offence is:
 *
 * - `sql.raw(x)` where x is not a string literal or an UPPER_CASE module constant: text built at run time goes into
 *   the statement unquoted, one typo from an injection and invisible to the type check when a column is renamed;
 * - a template string with `${...}` or a `+` concatenation given to `.execute(...)` or `.query(...)`;
 * - a template string with `${...}` that begins like a statement (`select`, `with`, `insert into`, `update`,
 *   `delete from`, `truncate`) outside a `sql` tag: a statement assembled as text.
 *
 * Allowed, as decision 0053 names them: `apps/server/src/db/schema/` (DDL that drizzle-kit writes into the
 * migrations, where PostgreSQL takes no parameters) and the test tools that create and drop databases by name
 * (`apps/server/src/test/database.ts`, `apps/server/src/test/replica-cluster.ts`).
 *
 * Usage: node scripts/lint/check-sql-strings.mjs [root]   (root: the repository root by default)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { checkedRoot, filesBelow, reportOffences, shownPath } from './lint-kit.mjs'

const root = checkedRoot()
const SOURCE = 'apps/server/src'
const ALLOWED = [
  'apps/server/src/db/schema/',
  'apps/server/src/test/database.ts',
  'apps/server/src/test/replica-cluster.ts',
]

const WHY =
  "raw SQL is written with drizzle's sql template and the schema's objects, values as parameters, pieces joined " +
  'with sql/sql.join (decision 0053): text joined by hand is one typo from an injection and escapes the type check'
const STATEMENT = /^\s*(with|select|insert\s+into|update|delete\s+from|truncate)\b/i

const isServerSource = (name) => /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts')

const isConstantArgument = (node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  (ts.isIdentifier(node) && /^[A-Z][A-Z0-9_]*$/.test(node.text))

/** A string built at run time: a template with substitutions, or a `+` with a string on either side. */
function isJoinedText(node) {
  if (ts.isTemplateExpression(node)) return true
  if (ts.isParenthesizedExpression(node)) return isJoinedText(node.expression)
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const stringy = (n) =>
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateExpression(n) ||
      isJoinedText(n)
    return stringy(node.left) || stringy(node.right)
  }
  return false
}

function offencesIn(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found = []
  const at = (node, what) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`)
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression
      const name = callee.name.text
      const [first] = node.arguments
      if (name === 'raw' && ts.isIdentifier(callee.expression) && callee.expression.text === 'sql') {
        if (first && !isConstantArgument(first))
          at(node, `sql.raw(${first.getText(source).slice(0, 60)}) with text built at run time`)
      } else if ((name === 'execute' || name === 'query') && first && isJoinedText(first)) {
        at(node, `.${name}() given text joined by hand`)
      }
    }
    if (
      ts.isTemplateExpression(node) &&
      !ts.isTaggedTemplateExpression(node.parent) &&
      STATEMENT.test(node.head.text)
    ) {
      at(node, 'a statement assembled in a template string')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const offences = filesBelow(path.join(root, SOURCE), isServerSource)
  .map((full) => shownPath(root, full))
  .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
  .flatMap((file) => offencesIn(file, readFileSync(path.join(root, file), 'utf8')))
  .map((offence) => `${offence}: ${WHY}.`)

reportOffences(offences, 'SQL string', 'scripts/lint/check-sql-strings.mjs, decision 0053')
