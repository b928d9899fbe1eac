import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'

/** Runs scripts/lint/check-<name>.mjs on a fixture tree (or on the real tree without one), as npm run lint does. */
export function checkRunner(name: string) {
  const script = path.join(import.meta.dirname, `check-${name}.mjs`)
  const fixtures = path.join(import.meta.dirname, 'fixtures', name)
  return {
    fixture: (tree: string) => path.join(fixtures, tree),
    run: (root?: string) =>
      spawnSync(process.execPath, root ? [script, root] : [script], { encoding: 'utf8', timeout: 60_000 }),
  }
}

/** A run that found nothing: no offence printed, exit 0. */
export function expectPasses(result: { stderr: string; status: number | null }) {
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
}
