import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, ROOT_DIR, STEP_TIMEOUT_MS, setupE2E, startServer } from '../src/harness.ts'
import { alternatives, createStudent, logInWithCourse, questionHeading, settle } from '../src/practice.ts'
import { expectScriptsUnderBudget } from '../src/script-budget.ts'

const e2e = setupE2E()

const PHONE = { width: 360, height: 740 }

describe('question practice on a phone', () => {
  it('fits a phone: question, answer and dark theme at 360 px', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))

    // Opened afresh, the screen loads under 200 KB of gzipped JavaScript (DESIGN section 5).
    await expectScriptsUnderBudget('subject practice screen', page, async () => {
      await page.reload()
      await visible(questionHeading(page))
    })

    await settle(page)
    await page.screenshot({ path: artifactPath('practice-360.png'), fullPage: true })
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await overflow()).toBeLessThanOrEqual(PHONE.width)

    // Tap targets: every alternative is at least 44 px high.
    const heights = await alternatives(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().height),
    )
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44)

    await page.keyboard.press('b')
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-answered-360.png'), fullPage: true })
    expect(await overflow()).toBeLessThanOrEqual(PHONE.width)

    await page.getByLabel('Tema escuro').check()
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-dark-answered-360.png'), fullPage: true })
  })

  it('fits a statement image into a 360 px screen (question imported with the CLI)', {
    timeout: 180_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-img-'))
    try {
      // A wide figure, far larger than a phone.
      writeFileSync(
        path.join(dataDir, 'figura.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">' +
          '<rect width="1200" height="400" fill="#e6f8ef"/><circle cx="600" cy="200" r="150" fill="#00a65a"/>' +
          '<text x="40" y="380" font-size="40">1200 x 400</text></svg>',
      )
      const courseName = 'Curso com Figuras (teste)'
      writeFileSync(
        path.join(dataDir, 'questoes.json'),
        JSON.stringify({
          modulo: { nome: courseName },
          questoes: [
            {
              ref: 'figura-1',
              disciplina: 'Matemática',
              formato: 'markdown',
              texto: 'Observe a figura.\n\n![Um círculo verde](figura.svg)\n\nQuantos círculos há na figura?',
              alternativas: [
                { letra: 'A', texto: 'Um' },
                { letra: 'B', texto: 'Dois' },
                { letra: 'C', texto: 'Três' },
                { letra: 'D', texto: null, imagem: 'figura.svg' },
              ],
              correta: 'A',
              resumo: 'Há **um** círculo.',
            },
          ],
        }),
      )
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'INIT_CWD']) delete env[key]
      const imported = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/import-cli.ts', path.join(dataDir, 'questoes.json')],
        { cwd: ROOT_DIR, env },
      )
      expect(imported.stdout).toContain('importadas: 1 nova, 0 atualizadas')

      const server = await startServer({ dataDir })
      const context = await e2e.browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      })
      context.setDefaultTimeout(STEP_TIMEOUT_MS)
      try {
        const errors: string[] = []
        const page = await context.newPage()
        page.on('pageerror', (error) => errors.push(error.message))
        const student = await createStudent(server.url)
        await logInWithCourse(page, student, courseName)
        await visit(page, '/v2/geral/perguntas')
        await visible(questionHeading(page))
        const image = page.getByTestId('enunciado').getByRole('img', { name: 'Um círculo verde' })
        await visible(image)
        await expect
          .poll(() =>
            image.evaluate(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
            ),
          )
          .toBe(1200)
        const box = await image.boundingBox()
        expect(box?.width ?? 0).toBeGreaterThan(200)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
        // Height follows the width (no stretching): 1200 x 400 stays 3:1.
        expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 3)).toBeLessThan(0.05)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        )
        await settle(page)
        await page.screenshot({ path: artifactPath('practice-image-360.png'), fullPage: true })
        expect(errors).toEqual([])
      } finally {
        await context.close()
        await server.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
