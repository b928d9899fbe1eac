import { describe, expect, it } from 'vitest'
import { checkRunner, expectPasses } from './check-runner.ts'

const { run, fixture } = checkRunner('web-contract')

// Each case starts node and the TypeScript parser: seconds on a busy machine.
describe('check-web-contract', { timeout: 60_000 }, () => {
  it('fails on an API path spelt in the web: a template or a string with an API prefix', () => {
    const result = run(fixture('broken'))
    expect(result.status).toBe(1)
    const news = 'apps/web/src/features/news/api/get-news.ts'
    expect(result.stderr).toContain(`${news}:3: API path literal "/api/v1/geral/modulo/"`)
    expect(result.stderr).toContain(`${news}:4: API path literal "/site/api/configuracao"`)
    expect(result.stderr).toContain("built by core's API or STAFF_API")
  })

  it("fails on a staff route's relative path: called, named *_PATH, or given to a staff table", () => {
    const result = run(fixture('broken'))
    const payments = 'apps/web/src/features/staff-payments/api/payments.ts'
    expect(result.stderr).toContain(`${payments}:4: path literal "/pagamentos" named`)
    expect(result.stderr).toContain(`${payments}:5: path literal "/pagamentos/" called`)
    expect(result.stderr).toContain(`${payments}:6: path literal "/cursos/1" called`)
    expect(result.stderr).toContain(
      'apps/web/src/features/staff-audit/components/audit-page.tsx:8: path literal "/auditoria" given as path',
    )
  })

  it('fails on a number literal as a maxLength', () => {
    const result = run(fixture('broken'))
    const page = 'apps/web/src/features/staff-audit/components/audit-page.tsx'
    expect(result.stderr).toContain(`${page}:7: maxLength={200}`)
    expect(result.stderr).toContain(`${page}:8: nameMaxLength={80}`)
    expect(result.stderr).toContain('the limit the server validates with')
    expect(result.stderr).toContain('8 web contract offence(s)')
  })

  it("passes core's routes and limits, the app's own screens' paths, comments and tests", () => {
    expectPasses(run(fixture('clean')))
  })

  it('passes the real tree', () => {
    expectPasses(run())
  })
})
