/**
 * Every status and kind is spelt once, in packages/core (decision 0052): QUESTION_STATUS, COMMENT_STATUS,
 * PAYMENT_STATUS, PAYMENT_SOURCE, ANSWER_KIND, PROGRESS, STUDY_TEXT_KIND, SITE_TEXT_KIND. The values are read from those maps in
 * core's own files, so a new status is checked without touching this script. In production source (`apps/<app>/src`,
 * `packages/<package>/src`) anywhere else:
 *
 * - a value that is only a status ('ANULADA', 'Em análise', 'Semanal', 'TEXTO'...) written as a string, or inside a
 *   template (raw SQL), is an offence: read core's constant, so a renamed status cannot miss this place;
 * - a value that is also a plain English word ('created', 'expired', 'staff', 'right'...) is an offence only where it
 *   is used as a status: compared (`===`, `!==`, a `case` of a `switch`) with something named `status`, `kind`,
 *   `state`, `tipo`, `by`, `confirmedBy` (or ending in Status, Kind, State), or the value of a property so named
 *   (and, in a template, after `status =`, `kind =`...). `align: 'right'` and a reducer's `case 'skipped'` are not.
 *
 * The same word as display text (the value of a `title`, `label` or `placeholder`) is left alone. Tests, their
 * helpers (`*.test.ts`, `*.test-helpers.ts`, `src/test/`), e2e/ and bench/ are not read: they write the values
 * literally, so a changed value still fails them. Roles have their own rule (check-role-literals.mjs).
 *
 * Usage: node scripts/lint/check-status-literals.mjs [root]   (root: the repository root by default)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { checkedRoot, offencesInProduction, reportOffences } from './lint-kit.mjs'

const root = checkedRoot()
const CORE_FILES = [
  'packages/core/src/question-status.ts',
  'packages/core/src/comment-status.ts',
  'packages/core/src/payment-status.ts',
  'packages/core/src/answer-kind.ts',
  'packages/core/src/study-text-kind.ts',
  'packages/core/src/site-text-kind.ts',
]
const MAPS =
  /^(QUESTION_STATUS|COMMENT_STATUS|PAYMENT_STATUS|PAYMENT_SOURCE|ANSWER_KIND|PROGRESS|STUDY_TEXT_KIND)$/
const STATUS_KEYS = new Set(['status', 'kind', 'state', 'tipo', 'by', 'confirmedBy'])
const DISPLAY_KEYS = new Set(['title', 'label', 'placeholder'])
const WHY =
  'a status or kind is spelt only in packages/core (QUESTION_STATUS, COMMENT_STATUS, PAYMENT_STATUS, ' +
  'ANSWER_KIND...): read the constant, so a renamed or new value cannot miss this place'

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

/** The string values of core's enumeration maps (`export const X = { key: 'value' } as const`). */
function coreValues() {
  const values = new Set()
  for (const file of CORE_FILES) {
    let text
    try {
      text = readFileSync(path.join(root, file), 'utf8')
    } catch {
      continue
    }
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MAPS.test(node.name.text)) {
        const walk = (n) => {
          if (ts.isPropertyAssignment(n) && ts.isStringLiteral(n.initializer)) values.add(n.initializer.text)
          ts.forEachChild(n, walk)
        }
        walk(node)
      }
      ts.forEachChild(node, visit)
    }
    visit(parse(file, text))
  }
  return values
}

const VALUES = coreValues()
// A plain lower-case English word may be something else than a status (`align: 'right'`, an action's type).
const isWord = (value) => /^[a-z]+$/.test(value)
const SPECIFIC = [...VALUES].filter((v) => !isWord(v))
const WORDS = [...VALUES].filter(isWord)

/** The property or JSX attribute a literal is the value of (through `as`, `satisfies` and parentheses). */
function ownerName(node, source) {
  let current = node.parent
  while (current && (ts.isAsExpression(current) || ts.isParenthesizedExpression(current)))
    current = current.parent
  if (current && ts.isJsxExpression(current)) current = current.parent
  if (current && (ts.isPropertyAssignment(current) || ts.isJsxAttribute(current)))
    return current.name.getText(source)
  return undefined
}

/** Whether an expression names a status (`status`, `row.kind`, `answer.status`...): what a word is compared with. */
const namesStatus = (expression, source) => {
  const last = expression.getText(source).split('.').pop() ?? ''
  return STATUS_KEYS.has(last) || /(Status|Kind|State)$/.test(last)
}

/** Compared with something that names a status (`===`, `!==`, or a `case` of a `switch` on one). */
function isComparedAsStatus(node, source) {
  let current = node
  while (current.parent && ts.isParenthesizedExpression(current.parent)) current = current.parent
  const parent = current.parent
  if (!parent) return false
  if (ts.isCaseClause(parent) && parent.expression === current)
    return namesStatus(parent.parent.parent.expression, source)
  if (!ts.isBinaryExpression(parent)) return false
  const compares = [
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
  ].includes(parent.operatorToken.kind)
  const other = parent.left === current ? parent.right : parent.left
  return compares && namesStatus(other, source)
}

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SPECIFIC_IN_TEXT = SPECIFIC.length
  ? new RegExp(`'(${SPECIFIC.map(escapeRegExp).join('|')})'`, 'g')
  : null
const WORD_IN_SQL = WORDS.length
  ? new RegExp(
      `\\b(status|kind|state|confirmed_by)\\s*(=|<>|!=)\\s*'(${WORDS.map(escapeRegExp).join('|')})'`,
      'g',
    )
  : null
const isTemplatePart = (node) =>
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node)

function offencesIn(file, text, shown) {
  const source = parse(file, text)
  const found = []
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const owner = ownerName(node, source)
      const display = owner !== undefined && DISPLAY_KEYS.has(owner)
      if (!display && SPECIFIC.includes(node.text))
        found.push(`${shown}:${lineOf(node)}: status literal '${node.text}': ${WHY}.`)
      else if (
        !display &&
        WORDS.includes(node.text) &&
        (isComparedAsStatus(node, source) || STATUS_KEYS.has(owner ?? ''))
      )
        found.push(`${shown}:${lineOf(node)}: status literal '${node.text}' used as a status: ${WHY}.`)
    }
    if (isTemplatePart(node)) {
      for (const match of SPECIFIC_IN_TEXT ? node.text.matchAll(SPECIFIC_IN_TEXT) : [])
        found.push(`${shown}:${lineOf(node)}: status literal '${match[1]}' in a template: ${WHY}.`)
      for (const match of WORD_IN_SQL ? node.text.matchAll(WORD_IN_SQL) : [])
        found.push(`${shown}:${lineOf(node)}: status literal '${match[3]}' in a template: ${WHY}.`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const offences = offencesInProduction(root, CORE_FILES, offencesIn)

reportOffences(offences, 'status', 'scripts/lint/check-status-literals.mjs, decision 0052')
