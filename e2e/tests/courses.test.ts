import { formatDate } from '@gabarito/core'
import type { Course } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { listCourses, loggedIn } from '../src/courses.ts'
import { expectRoute, gone, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

/** The sidebar links a course must show, in the SPEC order, as a user reads them (badges included). */
function expectedLinks(course: Course): string[] {
  return [
    course.has_noticia && 'Notícias',
    course.has_pergunta && 'Questões',
    course.has_pergunta && 'Revisão',
    course.has_pergunta && 'Caderno de erros',
    course.has_pergunta && 'Meus cadernos',
    course.has_material && 'Material',
    course.has_simulado && 'Simulado',
    course.has_simulado && 'Simulados Antigos',
    course.has_prova_anterior && 'Concursos PRO',
    course.has_relatorio && 'Relatórios PRO',
    'Meus Resumos novo',
  ].filter((link): link is string => typeof link === 'string')
}

async function sidebarCourseLinks(page: Page): Promise<string[]> {
  const texts = await page.getByTestId('menu-do-curso').getByRole('link').allInnerTexts()
  return texts.map((text) => text.replace(/\s+/g, ' ').trim())
}

describe('choosing a course', () => {
  it('shows the links of the chosen course in the sidebar and refuses the sections it does not have', async () => {
    const courses = await listCourses(e2e, '/api/v1/geral/modulo')
    const full = courses.find((c) => c.has_noticia && c.has_simulado && c.has_relatorio) as Course
    const partial = courses.find((c) => !c.has_noticia && !c.has_simulado) as Course
    expect(full).toBeTruthy()
    expect(partial).toBeTruthy()

    const { page } = await loggedIn(e2e)
    await visit(page, '/v2/geral/modulos')
    await visible(page.getByRole('heading', { name: 'Selecione o curso' }))
    expect(await page.getByTestId('menu-do-curso').count()).toBe(0)

    await page.getByRole('button', { name: `Selecionar ${full.nome}` }).click()
    await visible(page.getByTestId('menu-do-curso').getByText(full.nome))
    expect(await sidebarCourseLinks(page)).toEqual(expectedLinks(full))
    await visible(page.getByRole('button', { name: `Desmarcar ${full.nome}` }))
    await page.getByRole('link', { name: 'Notícias' }).click()
    await expectRoute(page, '/v2/geral/noticias')
    await visible(page.getByRole('heading', { name: 'Notícias', level: 1 }))

    // Another course replaces it: the sections it lacks leave the menu and their routes are refused.
    await page.getByRole('link', { name: 'Cursos', exact: true }).click()
    await page.getByRole('button', { name: `Selecionar ${partial.nome}` }).click()
    await visible(page.getByTestId('menu-do-curso').getByText(partial.nome))
    expect(await sidebarCourseLinks(page)).toEqual(expectedLinks(partial))
    expect(await page.getByRole('link', { name: 'Notícias' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Simulados Antigos' }).count()).toBe(0)
    await visit(page, '/v2/geral/noticias')
    await expectRoute(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))

    // Desmarcar clears it: no course links, and the course pages ask to choose one.
    await visit(page, '/v2/geral/modulos')
    await page.getByRole('button', { name: `Desmarcar ${partial.nome}` }).click()
    await gone(page.getByTestId('menu-do-curso'))
    expect(await page.evaluate(() => window.localStorage.getItem('modulo'))).toBeNull()
    await visible(page.getByRole('button', { name: `Selecionar ${partial.nome}` }))

    await visit(page, '/v2/geral/resumo')
    await expectRoute(page, '/v2/geral/ambiente')
    await visible(page.getByRole('heading', { name: 'Escolha um curso' }))
    await page.getByRole('link', { name: 'Escolher curso' }).click()
    await expectRoute(page, '/v2/geral/modulos')
  })

  it('filters the courses, opens their terms of use and shows the PRO access end', async () => {
    const courses = await listCourses(e2e, '/api/v1/geral/modulo')
    const indexed = courses.find((c) => c.index && c.termo_uso.trim()) as Course
    const withoutTerms = courses.find((c) => !c.termo_uso.trim()) as Course
    expect(indexed).toBeTruthy()
    expect(withoutTerms).toBeTruthy()
    await e2e.withDatabase(async (db) => {
      await db.query(
        `insert into user_plans (user_id, plan_id, ends_at)
         select u.id, p.id, '2031-03-15T15:00:00Z'::timestamptz
           from users u, plans p where u.cpf = $1 and p.course_id = $2`,
        [ADMIN.cpf, indexed.id],
      )
    })

    const { page } = await loggedIn(e2e)
    await visit(page, '/v2/geral/modulos')
    const courseCards = page.getByTestId('curso')
    await expect.poll(() => courseCards.count()).toBe(courses.length)

    const card = courseCards.filter({ has: page.getByRole('heading', { name: indexed.nome }) })
    await visible(card.getByText(`Acesso PRO até ${formatDate('2031-03-15T15:00:00Z')}`))
    expect(formatDate('2031-03-15T15:00:00Z')).toBe('15/03/2031')
    await card.getByRole('button', { name: `Termos de uso do curso ${indexed.nome}` }).click()
    const dialog = page.getByRole('dialog')
    await visible(dialog.getByTestId('termos-do-curso'))
    await page.keyboard.press('Escape')
    await gone(dialog)

    const bare = courseCards.filter({ has: page.getByRole('heading', { name: withoutTerms.nome }) })
    await visible(bare)
    expect(await bare.getByRole('button', { name: /Termos de uso/ }).count()).toBe(0)
    expect(await bare.getByText(/Acesso PRO até/).count()).toBe(0)

    await page.getByLabel('Filtrar por nome').fill(withoutTerms.nome.toLowerCase())
    await expect.poll(() => courseCards.count()).toBe(1)
    await page.getByLabel('Filtrar por nome').fill(' ')
    await expect.poll(() => courseCards.count()).toBe(courses.length)

    // Refresh forgets the chosen course and reloads from the server.
    await page.getByRole('button', { name: `Selecionar ${indexed.nome}` }).click()
    await visible(page.getByTestId('menu-do-curso'))
    await page.getByRole('button', { name: 'Atualizar' }).click()
    await gone(page.getByTestId('menu-do-curso'))
    expect(await page.evaluate(() => window.localStorage.getItem('modulo'))).toBeNull()
  })

  it('takes screenshots of the course list on a phone and a desktop', async () => {
    const courses = await listCourses(e2e, '/api/v1/geral/modulo')
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const { page } = await loggedIn(e2e, { viewport })
      await visit(page, '/v2/geral/modulos')
      await page.getByRole('button', { name: `Selecionar ${courses[0]?.nome}` }).click()
      await gone(page.getByTestId('loading-overlay'))
      await page.screenshot({ path: artifactPath(`courses-${viewport.width}.png`), fullPage: true })
      await visit(page, '/v2/geral/ambiente')
      await visible(page.getByRole('heading', { name: 'Escolha um curso' }))
      await page.screenshot({ path: artifactPath(`ambiente-${viewport.width}.png`), fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    }
  })
})
