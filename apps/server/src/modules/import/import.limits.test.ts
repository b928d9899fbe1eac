import { mkdirSync, truncateSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questions } from '../../db/schema/index.ts'
import { importFormatJsonSchema } from './import.schemas.ts'
import { importFailure, importSuite, runImportCli } from './import.test-helpers.ts'

const suite = importSuite({ images: false })
const { run } = suite
const failure = (doc: unknown) => importFailure(run(doc))
const questionCount = async () => (await suite.t.db.select({ n: count() }).from(questions))[0]?.n

const question = (ref: string, changes: Record<string, unknown> = {}) => ({
  ref,
  disciplina: 'Língua Portuguesa',
  formato: 'markdown',
  texto: 'Leia o texto.',
  alternativas: [
    { letra: 'A', texto: 'um' },
    { letra: 'B', texto: 'dois' },
  ],
  correta: 'A',
  ...changes,
})
const file = (...questoes: unknown[]) => ({ modulo: { nome: 'Limites' }, questoes })

const FIFTY_MB = 50 * 1024 * 1024

describe('question import: sizes', () => {
  it('refuses a 50 MB Markdown statement before converting it, naming the question, the size and the limit', async () => {
    const before = await questionCount()
    const error = await failure(file(question('grande-md', { texto: 'a'.repeat(FIFTY_MB) })))
    expect(error.problems).toEqual([
      {
        index: 0,
        ref: 'grande-md',
        message: 'texto: o enunciado tem 52.428.800 caracteres; o máximo é 20.000',
      },
    ])
    expect(await questionCount()).toBe(before)
  })

  it('refuses a 50 MB HTML statement instead of storing it', async () => {
    const before = await questionCount()
    const html = `<p>${'a'.repeat(FIFTY_MB)}</p>`
    const error = await failure(file(question('grande-html', { formato: 'html', texto: html })))
    expect(error.message.split('\n')).toEqual([
      'Importação cancelada: 1 questão com problema; nada foi gravado.',
      '(as questões são numeradas a partir de 0, na ordem em que aparecem em "questoes")',
      '  questão 0 (ref "grande-html"): texto: o enunciado tem 52.428.807 caracteres; o máximo é 20.000',
    ])
    expect(await questionCount()).toBe(before)
  })

  it('limits each alternative, the explanation and the number of alternatives; texts at the limit go in', async () => {
    const before = await questionCount()
    const alternatives = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ letra: String.fromCharCode(65 + i), texto: `${i}` }))
    const error = await failure(
      file(
        question('ok'),
        question('alternativa', {
          alternativas: [
            { letra: 'A', texto: 'x'.repeat(3_001) },
            { letra: 'B', texto: 'y' },
          ],
        }),
        question('resumo', { formato: 'html', resumo: 'z'.repeat(20_001) }),
        question('onze', { alternativas: alternatives(11) }),
      ),
    )
    expect(error.problems).toEqual([
      {
        index: 1,
        ref: 'alternativa',
        message: 'alternativas[0].texto: a alternativa tem 3.001 caracteres; o máximo é 3.000',
      },
      { index: 2, ref: 'resumo', message: 'resumo: a explicação tem 20.001 caracteres; o máximo é 20.000' },
      { index: 3, ref: 'onze', message: 'alternativas: a questão tem 11 alternativas; o máximo é 10' },
    ])
    expect(await questionCount()).toBe(before)

    const atTheLimit = question('no-limite', {
      texto: 'x'.repeat(20_000),
      alternativas: alternatives(10).map((a, i) => (i === 0 ? { ...a, texto: 'y'.repeat(3_000) } : a)),
      resumo: 'z'.repeat(20_000),
    })
    expect(await run(file(atTheLimit))).toEqual({ created: 1, updated: 0 })
  })

  it('limits the HTML a short Markdown text becomes (a reference link repeated)', async () => {
    const growing = `[r]: https://exemplo.com/${'a'.repeat(1_000)}\n\n${'[x][r] '.repeat(2_500)}`
    const error = await failure(
      file(question('enunciado', { texto: growing }), question('explicacao', { resumo: growing })),
    )
    expect(error.problems.map((p) => [p.index, p.ref])).toEqual([
      [0, 'enunciado'],
      [1, 'explicacao'],
    ])
    expect(error.problems[0]?.message).toMatch(
      /^texto: o enunciado fica com \d{1,3}(\.\d{3})+ caracteres em HTML; o máximo é 100\.000$/,
    )
    expect(error.problems[1]?.message).toMatch(
      /^resumo: a explicação fica com \d{1,3}(\.\d{3})+ caracteres em HTML; o máximo é 100\.000$/,
    )
  })

  it('reports Markdown the converter cannot handle as a problem of that question, in Portuguese', async () => {
    const nested = `${'>'.repeat(5_000)} citação`
    const error = await failure(file(question('ok'), question('aninhado', { resumo: nested })))
    expect(error.problems).toEqual([
      {
        index: 1,
        ref: 'aninhado',
        message:
          'resumo: o Markdown não pôde ser convertido em HTML: tem níveis demais (citações ou listas umas dentro das outras)',
      },
    ])
  })

  it('refuses more than 10,000 questions in one file without checking them one by one', async () => {
    const error = await failure(file(...Array.from({ length: 10_001 }, () => ({}))))
    expect(error.problems).toEqual([
      {
        index: null,
        ref: null,
        message: 'questoes: o arquivo tem 10.001 questões; o máximo é 10.000 (divida-o em arquivos menores)',
      },
    ])
  })

  it('states the limits in the JSON Schema', () => {
    const schema = importFormatJsonSchema() as {
      properties: { questoes: { maxItems: number; items: { properties: Record<string, object> } } }
    }
    const fields = schema.properties.questoes.items.properties
    expect(schema.properties.questoes.maxItems).toBe(10_000)
    expect(fields.texto).toMatchObject({ maxLength: 20_000 })
    expect(fields.resumo).toMatchObject({ anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'null' }] })
    expect(fields.alternativas).toMatchObject({
      maxItems: 10,
      items: { properties: { texto: { anyOf: [{ type: 'string', maxLength: 3_000 }, { type: 'null' }] } } },
    })
  })
})

describe('question import: the file the command line reads', () => {
  // None of these reaches the database: the file is refused first.
  const env = () => ({ DATA_DIR: path.join(suite.dir, 'never-created'), DATABASE_URL: '' })

  it('refuses a file over 50 MB before reading it', { timeout: 60_000 }, async () => {
    const huge = path.join(suite.dir, 'enorme.json')
    writeFileSync(huge, '')
    truncateSync(huge, FIFTY_MB + 1)
    const result = await runImportCli([huge], env())
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `O arquivo ${huge} tem 52.428.801 bytes; o máximo é 52.428.800 (50 MB): divida as questões em arquivos menores.\n`,
    })
  })

  it('says in Portuguese when the path is a folder or the JSON is broken', { timeout: 60_000 }, async () => {
    const folder = path.join(suite.dir, 'pasta.json')
    mkdirSync(folder)
    expect(await runImportCli([folder], env())).toEqual({
      code: 1,
      stdout: '',
      stderr: `Não é um arquivo: ${folder}\n`,
    })
    // A missing comma (V8 gives its position) and a stray one (V8 names the character).
    const broken = path.join(suite.dir, 'quebrado.json')
    writeFileSync(broken, '{\n  "modulo": { "nome": "X" }\n  "questoes": []\n}\n')
    expect(await runImportCli([broken], env())).toEqual({
      code: 1,
      stdout: '',
      stderr: `O arquivo ${broken} não é um JSON válido: erro na linha 3, coluna 3.\n`,
    })
    writeFileSync(broken, '{ "modulo": { "nome": "X" }, "questoes": [1,, 2] }')
    expect(await runImportCli([broken], env())).toEqual({
      code: 1,
      stdout: '',
      stderr: `O arquivo ${broken} não é um JSON válido: caractere inesperado ",".\n`,
    })
  })
})
