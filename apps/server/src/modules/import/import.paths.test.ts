import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questions } from '../../db/schema/index.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { importQuestions } from './import.service.ts'
import { importFailure, PNG } from './import.test-helpers.ts'

// root/banco is the JSON file's folder; root/fora.png and root/segredos/ are outside it.
let t: TestContext
let root: string
let base: string
beforeAll(async () => {
  t = await createTestContext()
  root = mkdtempSync(path.join(tmpdir(), 'gabarito-import-paths-'))
  base = path.join(root, 'banco')
  mkdirSync(path.join(base, 'img'), { recursive: true })
  mkdirSync(path.join(root, 'segredos'))
  writeFileSync(path.join(base, 'img', 'figura.png'), PNG)
  writeFileSync(path.join(root, 'fora.png'), PNG)
  writeFileSync(path.join(root, 'segredos', 'x.png'), PNG)
  symlinkSync(path.join(root, 'fora.png'), path.join(base, 'img', 'link-fora.png'))
  symlinkSync(path.join(root, 'segredos'), path.join(base, 'atalho'))
  symlinkSync('figura.png', path.join(base, 'img', 'link-dentro.png'))
})
afterAll(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const questionCount = async () => (await t.db.select({ n: count() }).from(questions))[0]?.n

const question = (ref: string, changes: Record<string, unknown>) => ({
  ref,
  disciplina: 'Física',
  formato: 'markdown',
  texto: 'Observe a figura.',
  alternativas: [
    { letra: 'A', texto: 'um' },
    { letra: 'B', texto: 'dois' },
  ],
  correta: 'A',
  ...changes,
})
const withImage = (ref: string, imagem: string) =>
  question(ref, {
    alternativas: [
      { letra: 'A', texto: null, imagem },
      { letra: 'B', texto: 'dois' },
    ],
  })

describe('question import: image paths stay inside the folder of the JSON file', () => {
  it('refuses ../, absolute paths and symlinks that lead outside, naming the question and the path', async () => {
    const before = await questionCount()
    const absoluteInside = path.join(base, 'img', 'figura.png')
    const absoluteOutside = path.join(root, 'fora.png')
    const doc = {
      modulo: { nome: 'Caminhos' },
      questoes: [
        question('pai', { texto: 'Veja ![](../fora.png)' }),
        question('pai-codificado', { texto: 'Veja ![](img/%2E%2E/%2E%2E/fora.png)' }),
        withImage('pai-alternativa', '../segredos/x.png'),
        question('absoluto', { formato: 'html', texto: `<img src="${absoluteInside}">` }),
        withImage('absoluto-alternativa', absoluteOutside),
        question('link-arquivo', { resumo: 'Veja ![](img/link-fora.png)' }),
        question('link-pasta', { texto: '![](atalho/x.png)' }),
        withImage('windows', 'C:\\imagens\\x.png'),
      ],
    }
    const error = await importFailure(importQuestions({ db: t.db, config: t.config }, doc, base))
    const outside = 'a imagem fica fora da pasta do arquivo JSON'
    const absolute =
      'caminho de imagem absoluto não é aceito (use um caminho relativo à pasta do arquivo JSON)'
    const link = 'a imagem é um link para fora da pasta do arquivo JSON'
    expect(error.problems).toEqual([
      { index: 0, ref: 'pai', message: `texto: ${outside}: ../fora.png` },
      { index: 1, ref: 'pai-codificado', message: `texto: ${outside}: img/%2E%2E/%2E%2E/fora.png` },
      { index: 2, ref: 'pai-alternativa', message: `alternativa A: ${outside}: ../segredos/x.png` },
      { index: 3, ref: 'absoluto', message: `texto: ${absolute}: ${absoluteInside}` },
      { index: 4, ref: 'absoluto-alternativa', message: `alternativa A: ${absolute}: ${absoluteOutside}` },
      { index: 5, ref: 'link-arquivo', message: `resumo: ${link}: img/link-fora.png` },
      { index: 6, ref: 'link-pasta', message: `texto: ${link}: atalho/x.png` },
      { index: 7, ref: 'windows', message: `alternativa A: ${absolute}: C:\\imagens\\x.png` },
    ])
    expect(await questionCount()).toBe(before)
  })

  it('accepts a path that goes up and back in, and a symlink that stays inside', async () => {
    const doc = {
      modulo: { nome: 'Caminhos' },
      questoes: [
        question('volta', { texto: '![](img/../img/figura.png)' }),
        withImage('link-dentro', 'img/link-dentro.png'),
      ],
    }
    expect(await importQuestions({ db: t.db, config: t.config }, doc, base)).toEqual({
      created: 2,
      updated: 0,
    })
  })

  it('takes images from a wider folder only when the caller names it (imageRoot)', async () => {
    const doc = { modulo: { nome: 'Caminhos' }, questoes: [withImage('pasta-das-imagens', '../fora.png')] }
    const deps = { db: t.db, config: t.config }
    const error = await importFailure(
      importQuestions(deps, doc, base, { imageRoot: path.join(root, 'segredos') }),
    )
    expect(error.problems).toEqual([
      {
        index: 0,
        ref: 'pasta-das-imagens',
        message: `alternativa A: a imagem fica fora da pasta das imagens (${path.join(root, 'segredos')}): ../fora.png`,
      },
    ])
    expect(await importQuestions(deps, doc, base, { imageRoot: root })).toEqual({ created: 1, updated: 0 })
  })
})
