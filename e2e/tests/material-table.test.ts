import { sortByName } from '@gabarito/core'
import type { StudyTextRow } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { expectRoute, gone, visible } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { courseWithNewsAndMaterial, rows, serverRows, shownTitles, withCourse } from '../src/reading.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

describe('study material', () => {
  it('pages, searches and sorts the table and changes the page size', async () => {
    const course = await courseWithNewsAndMaterial(e2e)
    const byDefault = await serverRows(e2e, course.id, [
      { column: 'restrito', dir: 'asc' },
      { column: 'titulo', dir: 'asc' },
    ])
    expect(byDefault.length).toBeGreaterThan(12)
    const total = byDefault.length
    // By access, then title (SPEC; decision 0042): the free texts, then those for plan holders, each group by
    // title as people read it.
    const free = byDefault.filter((r) => !r.restrito)
    const forPlanHolders = byDefault.filter((r) => r.restrito)
    expect(free.length * forPlanHolders.length).toBeGreaterThan(0)
    expect(byDefault).toEqual([...free, ...forPlanHolders])
    for (const group of [free, forPlanHolders]) {
      expect(group.map((r) => r.titulo)).toEqual(sortByName(group, (r) => r.titulo).map((r) => r.titulo))
    }

    const { page } = await e2e.open()
    await withCourse(page, course)
    await page.getByRole('link', { name: 'Material' }).click()
    await expectRoute(page, '/v2/geral/resumo')
    const table = page.getByRole('table', { name: 'Material de estudo' })
    await visible(table)
    for (const header of ['Título', 'Disciplina', 'Assunto', 'Ações']) {
      await visible(table.getByRole('columnheader', { name: header }))
    }
    // The access count is sent for sorting but not shown.
    expect(await table.getByRole('columnheader', { name: 'Acessos' }).count()).toBe(0)

    // First page of 12, in the default order (access, then title).
    await expect.poll(() => rows(page).count()).toBe(12)
    expect(await shownTitles(page)).toEqual(byDefault.slice(0, 12).map((r) => r.titulo))
    await visible(page.getByText(`Mostrando 1 a 12 de ${total} registros`))

    await page.getByRole('button', { name: 'Página 2' }).click()
    await expect.poll(() => rows(page).count()).toBe(total - 12)
    expect(await shownTitles(page)).toEqual(byDefault.slice(12).map((r) => r.titulo))
    await visible(page.getByText(`Mostrando 13 a ${total} de ${total} registros`))
    // Restricted texts, last, carry a PRO badge.
    const restricted = byDefault.at(-1) as StudyTextRow
    expect(restricted.restrito).toBe(true)
    await visible(rows(page).filter({ hasText: restricted.titulo }).getByText('PRO', { exact: true }))

    // A larger page size shows every row on one page.
    await page.getByLabel('Itens por página').selectOption('15')
    await expect.poll(() => rows(page).count()).toBe(Math.min(15, total))
    expect(await page.getByRole('button', { name: 'Página 2' }).count()).toBe(total > 15 ? 1 : 0)
    await page.getByLabel('Itens por página').selectOption({ label: 'Todos' })
    await expect.poll(() => rows(page).count()).toBe(total)
    const sizes = await page.getByLabel('Itens por página').locator('option').allInnerTexts()
    expect(sizes).toEqual(['12', '15', '20', '40', '50', '70', '100', '150', 'Todos'])

    // Search (title, subject or topic).
    const wanted = byDefault.find((r) => r.titulo.startsWith('Crase')) ?? (byDefault[0] as StudyTextRow)
    const term = wanted.titulo.split(':')[0]?.toLowerCase() as string
    const found = await serverRows(e2e, course.id, [{ column: 'titulo', dir: 'asc' }], term)
    await page.getByLabel('Pesquisar').fill(term)
    await expect.poll(() => rows(page).count()).toBe(found.length)
    await visible(rows(page).filter({ hasText: wanted.titulo }))
    await visible(page.getByText(`(filtrados de ${total} no total)`))
    const subject = wanted.disciplina.nome
    await page.getByLabel('Pesquisar').fill(subject)
    const bySubject = await serverRows(e2e, course.id, [{ column: 'titulo', dir: 'asc' }], subject)
    await expect.poll(() => rows(page).count()).toBe(bySubject.length)
    await page.getByLabel('Pesquisar').fill('nada-com-este-nome')
    await visible(page.getByText('Nenhum material encontrado.'))
    await page.getByLabel('Pesquisar').fill('')
    await expect.poll(() => rows(page).count()).toBe(total)

    // Sorting by the headers: title ascending, then descending.
    const byTitle = await serverRows(e2e, course.id, [{ column: 'titulo', dir: 'asc' }])
    await table.getByRole('button', { name: /^Título: ordenar/ }).click()
    await expect.poll(() => shownTitles(page)).toEqual(byTitle.map((r) => r.titulo))
    expect(await table.getByRole('columnheader', { name: /Título/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    await table.getByRole('button', { name: /^Título: ordenar/ }).click()
    await expect.poll(() => shownTitles(page)).toEqual([...byTitle].reverse().map((r) => r.titulo))
    expect(await table.getByRole('columnheader', { name: /Título/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    const bySubjectDesc = await serverRows(e2e, course.id, [{ column: 'disciplina.nome', dir: 'asc' }])
    await table.getByRole('button', { name: /^Disciplina: ordenar/ }).click()
    await expect
      .poll(async () => (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim()))
      .toEqual(bySubjectDesc.map((r) => r.disciplina.nome))

    // On a phone the headers give way to an "Ordenar por" picker.
    await page.setViewportSize(PHONE)
    const sortPicker = page.getByLabel('Ordenar por')
    await visible(sortPicker)
    await sortPicker.selectOption({ label: 'Título (decrescente)' })
    await expect.poll(() => shownTitles(page)).toEqual([...byTitle].reverse().map((r) => r.titulo))
    await sortPicker.selectOption({ label: 'Padrão' })
    await expect.poll(() => shownTitles(page)).toEqual(byDefault.map((r) => r.titulo))

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.waitForTimeout(400) // the sidebar slides away on a phone
      await page.getByLabel('Itens por página').selectOption('12')
      await expect.poll(() => rows(page).count()).toBe(12)
      await gone(page.getByTestId('loading-overlay'))
      await page.screenshot({ path: artifactPath(`material-${viewport.width}.png`), fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    }
  })
})
