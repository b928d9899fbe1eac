import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('status-literals')

describe('check-status-literals', () => {
  it('fails on a status spelt as a string outside core: a value, raw SQL, a comparison, in the server and the web', () => {
    const result = run(fixture('broken'))
    expect(result.status).toBe(1)
    const repo = 'apps/server/src/modules/questions/questions.repo.ts'
    expect(result.stderr).toContain(
      `${repo}:3: status literal 'PUBLICADA': a status or kind is spelt only in packages/core`,
    )
    expect(result.stderr).toContain(`${repo}:4: status literal 'ANULADA' in a template`)
    expect(result.stderr).toContain(`${repo}:5: status literal 'executed' in a template`)
    expect(result.stderr).toContain(`${repo}:8: status literal 'expired' used as a status`)
    expect(result.stderr).toContain(`${repo}:8: status literal 'created' used as a status`)
    expect(result.stderr).toContain(`${repo}:9: status literal 'staff' used as a status`)
    expect(result.stderr).toContain("apps/web/src/features/practice/api/answer.ts:1: status literal 'OCULTA'")
    expect(result.stderr).toContain('so a renamed or new value cannot miss this place')
    expect(result.stderr).toContain('7 status offence(s)')
  })

  it('passes core, its constants, tests, display text and English words that are no status', () => {
    expectPasses(run(fixture('clean')))
  })

  // It parses every production file of apps/ and packages/: give it time on a busy machine.
  it('passes the real tree', { timeout: 60_000 }, () => {
    expectPasses(run())
  })
})
