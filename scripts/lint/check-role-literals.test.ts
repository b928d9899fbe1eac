import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('role-literals')

describe('check-role-literals', () => {
  it('fails on a role spelt as a string: a value, a type, an SQL template, in the server and the web', () => {
    const result = run(fixture('broken'))
    expect(result.status).toBe(1)
    const service = 'apps/server/src/modules/users/users.service.ts'
    expect(result.stderr).toContain(
      `${service}:5: role literal 'Admin': a role is spelt only in packages/core`,
    )
    expect(result.stderr).toContain(`${service}:8: role literal 'Gerente'`)
    expect(result.stderr).toContain(`${service}:17: role literal 'Gerente' in a template`)
    expect(result.stderr).toContain("apps/web/src/lib/staff.ts:1: role literal 'Admin'")
    expect(result.stderr).toContain('so a renamed or new role cannot miss this place')
  })

  it('fails on a ROLES read that decides access: compared, searched, passed to a role check', () => {
    const result = run(fixture('broken'))
    const service = 'apps/server/src/modules/users/users.service.ts'
    expect(result.stderr).toContain(`${service}:10: ROLES.manager compared: who may do what is decided by`)
    expect(result.stderr).toContain(`${service}:13: ROLES.admin passed to requireRole()`)
    expect(result.stderr).toContain(`${service}:14: ROLES.student searched with .includes()`)
    expect(result.stderr).toContain('9 role offence(s)')
  })

  it('passes core, roles read as data, display text and tests', () => {
    expectPasses(run(fixture('clean')))
  })

  // It parses every production file of apps/ and packages/: give it time on a busy machine.
  it('passes the real tree', { timeout: 60_000 }, () => {
    expectPasses(run())
  })
})
