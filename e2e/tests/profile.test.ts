import { formatDate } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { expectRoute, gone, logIn, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'

const e2e = setupE2E()

interface CoursePlan {
  id: number
  plano: string
  curso: string
}

describe('profile', () => {
  it('shows a card per plan with its course and end date', async () => {
    const { coursePlan, unlimited } = await e2e.withDatabase(async (db) => {
      const course = await db.query<CoursePlan>(
        `select p.id, p.name as plano, c.name as curso
           from plans p join courses c on c.id = p.course_id order by p.id limit 1`,
      )
      const all = await db.query<{ nome: string }>('select name as nome from plans where id = 1')
      const plan = course.rows[0]
      if (!plan) throw new Error('the demo content should hold at least one course plan')
      await db.query(
        `insert into user_plans (user_id, plan_id, ends_at)
         select u.id, v.plan_id, v.ends_at::timestamptz
           from users u,
                (values (1, '2031-03-15T15:00:00Z'), ($2::int, '2030-07-01T15:00:00Z')) as v(plan_id, ends_at)
          where u.cpf = $1`,
        [ADMIN.cpf, plan.id],
      )
      return { coursePlan: plan, unlimited: all.rows[0] }
    })

    const { page } = await e2e.open()
    await logIn(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/')
    await visit(page, '/profile')
    const cards = page.getByTestId('plano')
    await visible(cards)
    expect(await cards.count()).toBe(2)

    // Newest end date first: the unlimited subscription (no course), then the course plan.
    const [first, second] = [cards.nth(0), cards.nth(1)]
    await visible(first.getByText(unlimited?.nome ?? 'Assinatura ilimitada', { exact: true }))
    await visible(first.getByText(`Acesso até ${formatDate('2031-03-15T15:00:00Z')}`, { exact: true }))
    expect(await first.getByText('Acesso até 15/03/2031', { exact: true }).count()).toBe(1)
    expect(await first.getByText(coursePlan.curso, { exact: true }).count()).toBe(0)
    await visible(second.getByText(coursePlan.plano, { exact: true }))
    await visible(second.getByText(coursePlan.curso, { exact: true }))
    await visible(second.getByText('Acesso até 01/07/2030', { exact: true }))
    expect(await page.getByText('Você ainda não possui planos.').count()).toBe(0)

    const phone = await e2e.open({ viewport: { width: 360, height: 740 } })
    await logIn(phone.page, ADMIN.cpf, ADMIN.password)
    await expectRoute(phone.page, '/')
    await visit(phone.page, '/profile')
    await visible(phone.page.getByTestId('plano'))
    await gone(phone.page.getByTestId('loading-overlay'))
    await phone.page.screenshot({ path: artifactPath('profile-plans-360.png'), fullPage: true })
  })
})
