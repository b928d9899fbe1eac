/**
 * Runs every project rule that neither biome nor dependency-cruiser can say (decision 0011): each
 * `scripts/lint/check-*.mjs` reads the tree, prints what breaks its rule and why, and exits 1 when something does.
 * Each has a test beside it that runs it on a fixture tree breaking the rule (`npx vitest run --project lint`).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const here = import.meta.dirname
const checks = readdirSync(here)
  .filter((name) => /^check-.+\.mjs$/.test(name))
  .sort()
let failed = 0
for (const check of checks) {
  const run = spawnSync(process.execPath, [path.join(here, check)], { stdio: 'inherit' })
  if (run.status !== 0) failed++
}
if (failed > 0) {
  console.error(`${failed} of ${checks.length} project rules broken (scripts/lint/).`)
  process.exit(1)
}
console.log(`✔ ${checks.length} project rules kept (scripts/lint/).`)
