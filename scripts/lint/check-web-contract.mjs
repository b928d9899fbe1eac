/**
 * The web takes its API paths and its field limits from core (issue 48, decision 0077). In the web app
 * (`apps/web/src`, tests not read):
 *
 * - no string or template literal begins with an API prefix (`/api/`, `/respostas/api`, `/site/api`): each call's
 *   path is built by core's `API` or `STAFF_API`, the routes the server registers, so a renamed route breaks the
 *   typecheck instead of a screen;
 * - no path literal (a string beginning with `/`) is the path of an API call (`api.get`, `adminApi.post`, `request`,
 *   `withQuery`, `getDataTable`, `uploadFile`…), the `path` of a staff table or a `*_PATH` / `*Path` constant: the
 *   staff routes are relative to `/api/v1/admin` and would slip past the prefixes above;
 * - no `maxLength` (or `...MaxLength`) attribute is a number literal: it names core's `TEXT_MAX` (or the rule's own
 *   constant), the limit the server's schema validates with, so the input and the server cannot drift.
 *
 * Usage: node scripts/lint/check-web-contract.mjs [root]   (root: the repository root by default)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { checkedRoot, filesBelow, reportOffences, shownPath } from './lint-kit.mjs'

const root = checkedRoot()
const SOURCE = 'apps/web/src'

const PREFIX_WHY =
  "an API path is built by core's API or STAFF_API (the server's routes), not spelt in the web"
const CALL_WHY = "the path of an API call comes from core's API or STAFF_API, not a literal"
const LIMIT_WHY =
  "a field's maxLength names the limit the server validates with (core's TEXT_MAX or its rule's constant)"

const API_PREFIXES = ['/api/', '/respostas/api', '/site/api']
/** Functions (or methods) whose first argument is an API path; `request`'s is its second. */
const PATH_CALLS = new Set([
  'withQuery',
  'uploadFile',
  'uploadAdminFile',
  'downloadFile',
  'getDataTable',
  'postDataTable',
])
const CLIENTS = new Set(['api', 'adminApi'])
const PATH_ATTRIBUTES = new Set(['path', 'uploadPath', 'imageUploadPath'])

const isWebSource = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)

/** The text a literal begins with: a string's, or a template's up to its first `${`. */
function leadingText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.head.text
  return null
}

const isPathLiteral = (node) => node !== undefined && leadingText(node)?.startsWith('/') === true

/** The argument of a call that carries its API path, if the call is one of the API's. */
function pathArgument(call) {
  const callee = call.expression
  if (ts.isIdentifier(callee)) {
    if (callee.text === 'request') return call.arguments[1]
    if (PATH_CALLS.has(callee.text)) return call.arguments[0]
  }
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    if (CLIENTS.has(callee.expression.text)) return call.arguments[0]
  }
  return undefined
}

function offencesIn(file, text, shown) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const at = (node) => `${shown}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
  const visit = (node) => {
    const leading = leadingText(node)
    if (leading !== null && API_PREFIXES.some((prefix) => leading.startsWith(prefix)))
      found.push(`${at(node)}: API path literal "${leading}": ${PREFIX_WHY}.`)
    if (ts.isCallExpression(node)) {
      const argument = pathArgument(node)
      if (isPathLiteral(argument) && !API_PREFIXES.some((p) => leadingText(argument).startsWith(p)))
        found.push(`${at(argument)}: path literal "${leadingText(argument)}" called: ${CALL_WHY}.`)
    }
    if (
      ts.isVariableDeclaration(node) &&
      /(_PATH|Path)$/.test(node.name.getText(source)) &&
      node.initializer &&
      isPathLiteral(node.initializer) &&
      !API_PREFIXES.some((p) => leadingText(node.initializer).startsWith(p))
    )
      found.push(
        `${at(node.initializer)}: path literal "${leadingText(node.initializer)}" named: ${CALL_WHY}.`,
      )
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source)
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (PATH_ATTRIBUTES.has(name) && value && isPathLiteral(value) && !isRouterRoute(node))
        found.push(`${at(value)}: path literal "${leadingText(value)}" given as ${name}: ${CALL_WHY}.`)
      if (/^(maxLength|\w+MaxLength)$/.test(name) && value && ts.isNumericLiteral(value))
        found.push(`${at(value)}: ${name}={${value.text}}: ${LIMIT_WHY}.`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** `<Route path="/x">` is a screen's address in the app, not an API path. */
function isRouterRoute(attribute) {
  const element = attribute.parent.parent
  return (
    (ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element)) &&
    element.tagName.getText() === 'Route'
  )
}

const webRoot = path.join(root, SOURCE)
const offences = filesBelow(webRoot, isWebSource).flatMap((file) =>
  offencesIn(file, readFileSync(file, 'utf8'), `${SOURCE}/${shownPath(webRoot, file)}`),
)
reportOffences(offences, 'web contract', 'scripts/lint/check-web-contract.mjs, decision 0077')
