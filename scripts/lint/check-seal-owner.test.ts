import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('seal-owner')

describe('check-seal-owner', { timeout: 60_000 }, () => {
  it('fails on the release mark and on the mode "ao encerrar" in SQL outside modules/seal', () => {
    const result = run(fixture('broken'))
    expect(result.status).toBe(1)
    const repo = 'apps/server/src/modules/things/things.repo.ts'
    expect(result.stderr).toContain(`${repo}:6: MOCK_KEY_MODE.atClose in sqlConstant()`)
    expect(result.stderr).toContain(`${repo}:7: the release mark released_at in text`)
    expect(result.stderr).toContain(`${repo}:9: MOCK_KEY_MODE.atClose in eq()`)
    expect(result.stderr).toContain(`${repo}:9: the release mark releasedAt`)
    expect(result.stderr).toContain(`${repo}:10: MOCK_KEY_MODE.atClose in an sql template`)
    expect(result.stderr).toContain(`${repo}:11: the mode 'ao_encerrar' in an sql template`)
    expect(result.stderr).toContain(`${repo}:12: the release mark released_at in text`)
    expect(result.stderr).toContain('the modo-prova seal has one owner, modules/seal (decision 0073)')
    expect(result.stderr).toContain('7 seal offence(s)')
    expect(result.stderr).not.toContain('db/schema/mocks.ts')
  })

  it('passes modules/seal, the schema, tests, comments, the mode compared in TypeScript and the allowed file', () => {
    expectPasses(run(fixture('clean')))
  })

  it('passes the real tree', () => {
    expectPasses(run())
  })
})
