// Prints the plain closing line "N passed, N failed" from Vitest's JSON report, for CI logs.
import { existsSync, readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'test-results.json'
if (!existsSync(file)) {
  console.log('tests: no report (the run stopped before the tests)')
  process.exit(0)
}
const report = JSON.parse(readFileSync(file, 'utf8'))
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
)
