/**
 * Roles are spelt in one place and tied to what they may do in one table (decision 0051): `ROLES` in
 * `packages/core/src/roles.ts` and `PERMISSIONS` in `packages/core/src/permissions.ts`. In production source
 * (`apps/<app>/src`, `packages/<package>/src`) anywhere else:
 *
 * - a role written as a string ('Admin', 'Gerente', 'Aluno', as a value, a type or inside an SQL template) is an
 *   offence: a renamed role or a new one would miss it. Read `ROLES`, or take the `Role`/`StaffRole` types. The same
 *   word as display text is not a role: the value of a `title`, `label`, `nickname` or `placeholder` (property or
 *   JSX attribute) and an entry of a `...HEADER` array (a CSV column) are left alone;
 * - a `ROLES.<role>` read that decides access (compared with `===`/`!==`, searched with `.includes()`/`.indexOf()`,
 *   or passed to a function whose name says role, such as `requireRole` or `hasStaffRole`) is an offence: who may
 *   do what is the table's to say; call `requirePermission`/`can` (server), the helpers of the web's `lib/staff.ts`, or the role helpers
 *   of permissions.ts (`holdsStaffRole`, `isAdminRole`). Reading `ROLES` as data (a user's new roles, a zod enum)
 *   is fine.
 *
 * Tests, their helpers (`*.test.ts`, `*.test-helpers.ts`, `src/test/`), e2e/ and bench/ are not read: they write
 * roles literally, as they write texts literally, so a changed spelling still fails them.
 *
 * Usage: node scripts/lint/check-role-literals.mjs [root]   (root: the repository root by default)
 */
import ts from 'typescript'
import { checkedRoot, offencesInProduction, reportOffences } from './lint-kit.mjs'

const root = checkedRoot()
const ROLE_NAMES = new Set(['Admin', 'Gerente', 'Aluno'])
const ALLOWED = ['packages/core/src/roles.ts', 'packages/core/src/permissions.ts']
const DISPLAY_KEYS = new Set(['title', 'label', 'nickname', 'placeholder'])
const ROLE_CALL = /role/i

const LITERAL_WHY =
  'a role is spelt only in packages/core (ROLES, PERMISSIONS): read ROLES or the Role/StaffRole types, ' +
  'so a renamed or new role cannot miss this place'
const DECISION_WHY =
  'who may do what is decided by the permission table (packages/core/src/permissions.ts): call ' +
  'requirePermission/can (server), lib/staff.ts (web), or holdsStaffRole/isAdminRole, not a role comparison'

/** The name of the property, JSX attribute or variable a literal is the value of (through `as` and arrays). */
function ownerName(node, source) {
  let current = node.parent
  while (current && (ts.isArrayLiteralExpression(current) || ts.isAsExpression(current)))
    current = current.parent
  if (current && ts.isJsxExpression(current)) current = current.parent
  if (!current) return undefined
  if (ts.isPropertyAssignment(current) || ts.isJsxAttribute(current) || ts.isVariableDeclaration(current))
    return current.name.getText(source)
  return undefined
}

function isDisplayText(node, source) {
  const name = ownerName(node, source)
  if (name === undefined) return false
  if (DISPLAY_KEYS.has(name)) return node.parent && !ts.isArrayLiteralExpression(node.parent)
  return /header$/i.test(name) && ts.isArrayLiteralExpression(node.parent)
}

/** A `ROLES.x` read whose place decides access; the reason, or null. */
function decidingUse(access, source) {
  let node = access
  while (node.parent && (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent)))
    node = node.parent
  const parent = node.parent
  if (!parent) return null
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind
    const compares = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ]
    if (compares.includes(kind)) return 'compared'
  }
  if (ts.isCaseClause(parent) && parent.expression === node) return 'compared'
  // The argument of a call, directly or inside an array literal argument.
  let argument = node
  while (argument.parent && ts.isArrayLiteralExpression(argument.parent)) argument = argument.parent
  const call = argument.parent
  if (call && ts.isCallExpression(call) && call.arguments.includes(argument)) {
    const callee = call.expression
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText(source)
    if (name === 'includes' || name === 'indexOf') return `searched with .${name}()`
    if (ROLE_CALL.test(name)) return `passed to ${name}()`
  }
  return null
}

const isTemplatePart = (node) =>
  ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)

function offencesIn(file, text, shown) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const visit = (node) => {
    const isString = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    if (isString && ROLE_NAMES.has(node.text)) {
      if (!isDisplayText(node, source))
        found.push(`${shown}:${lineOf(node)}: role literal '${node.text}': ${LITERAL_WHY}.`)
    } else if (ts.isNoSubstitutionTemplateLiteral(node) || isTemplatePart(node)) {
      // SQL in a template: `'Admin' = any(roles)`.
      for (const match of node.text.matchAll(/'(Admin|Gerente|Aluno)'/g))
        found.push(`${shown}:${lineOf(node)}: role literal '${match[1]}' in a template: ${LITERAL_WHY}.`)
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'ROLES') {
        const why = decidingUse(node, source)
        if (why) found.push(`${shown}:${lineOf(node)}: ROLES.${node.name.text} ${why}: ${DECISION_WHY}.`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const offences = offencesInProduction(root, ALLOWED, offencesIn)

reportOffences(offences, 'role', 'scripts/lint/check-role-literals.mjs, decision 0051')
