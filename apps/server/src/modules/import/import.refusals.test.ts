import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { courses, questions } from '../../db/schema/index.ts'
import { importFormatJsonSchema } from './import.schemas.ts'
import { importFailure, importSuite, PNG, sampleDocument } from './import.test-helpers.ts'
import { JSON_SCHEMA_FILE } from './write-json-schema.ts'

const suite = importSuite()
const { run } = suite
const failure = (doc: unknown) => importFailure(run(doc))
const questionCount = async () => (await suite.t.db.select({ n: count() }).from(questions))[0]?.n

describe('question import: refusals and the JSON Schema', () => {
  it('refuses a file with invalid questions, naming every one by index and ref, and writes nothing', async () => {
    const valid = sampleDocument('Recusado').questoes[2] as Record<string, unknown>
    const bad = (ref: string, changes: Record<string, unknown>) => ({
      ...structuredClone(valid),
      ref,
      ...changes,
    })
    const doc = {
      modulo: { nome: 'Recusado' },
      questoes: [
        bad('ok', {}),
        bad('sem-texto', { texto: '   ' }),
        bad('uma-alternativa', { alternativas: [{ letra: 'A', texto: 'só' }], correta: 'A' }),
        bad('correta-fora', { correta: 'E' }),
        bad('letras-repetidas', {
          alternativas: [
            { letra: 'A', texto: '1' },
            { letra: 'A', texto: '2' },
          ],
          correta: 'A',
        }),
        bad('repetida', {}),
        bad('repetida', {}),
        bad('imagem-faltando', { texto: 'Veja ![](img/nao-existe.png)' }),
        bad('nao-imagem', {
          alternativas: [
            { letra: 'A', imagem: 'img/nao-imagem.png' },
            { letra: 'B', texto: 'x' },
          ],
        }),
        bad('internet', { formato: 'html', texto: '<img src="https://exemplo.com/a.png">' }),
        bad('formato', { formato: 'pdf', alternativas: 'A, B' }),
        { disciplina: 'Sem ref', texto: 'x' },
        'não é objeto',
        bad('desconhecido', { alternativa: [] }),
        bad('so-script', {
          formato: 'html',
          texto: '<script>alert(1)</script>',
          alternativas: [
            { letra: 'A', texto: '<p onclick="x()"></p>' },
            { letra: 'B', texto: '<img src="img/figura.png" onerror="x()">' },
          ],
        }),
      ],
    }
    const questionsBefore = await questionCount()
    const coursesBefore = (await suite.t.db.select({ n: count() }).from(courses))[0]?.n
    const error = await failure(doc)
    expect(await questionCount()).toBe(questionsBefore)
    expect((await suite.t.db.select({ n: count() }).from(courses))[0]?.n).toBe(coursesBefore)

    const byIndex = new Map<number, string[]>()
    for (const p of error.problems)
      byIndex.set(p.index as number, [...(byIndex.get(p.index as number) ?? []), p.message])
    expect([...byIndex.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(error.problems.find((p) => p.index === 1)?.ref).toBe('sem-texto')
    expect(byIndex.get(1)).toEqual(['texto: não pode ficar vazio'])
    expect(byIndex.get(2)).toEqual(['alternativas: deve ter ao menos 2 itens'])
    expect(byIndex.get(3)).toEqual(['a alternativa correta "E" não está entre as letras (A, B)'])
    expect(byIndex.get(4)).toEqual(['letra repetida nas alternativas: A'])
    expect(byIndex.get(5)).toEqual(['a ref "repetida" aparece mais de uma vez no arquivo (questões 5, 6)'])
    expect(byIndex.get(6)).toEqual(byIndex.get(5))
    expect(byIndex.get(7)).toEqual(['texto: arquivo de imagem não encontrado: img/nao-existe.png'])
    expect(byIndex.get(8)).toEqual([
      'alternativa A: o arquivo não é uma imagem (png, jpg, gif, bmp, webp ou svg): img/nao-imagem.png',
    ])
    expect(byIndex.get(9)?.[0]).toMatch(
      /^texto: imagem da internet não é aceita \(https:\/\/exemplo.com\/a.png\)/,
    )
    expect(byIndex.get(10)).toEqual([
      'formato: deve ser um destes: "html", "markdown"',
      'alternativas: deve ser uma lista',
    ])
    expect(byIndex.get(11)).toEqual(
      expect.arrayContaining([
        'ref: é obrigatório',
        'formato: é obrigatório',
        'alternativas: é obrigatório',
        'correta: é obrigatório',
      ]),
    )
    expect(byIndex.get(12)).toEqual(['a questão deve ser um objeto'])
    expect(byIndex.get(13)).toEqual(['campo desconhecido: alternativa'])
    expect(byIndex.get(14)).toEqual([
      'texto: fica vazio depois da limpeza do HTML',
      'alternativas[0] (letra A): fica vazia depois da limpeza do HTML',
    ])

    const lines = error.message.split('\n')
    expect(lines[0]).toBe('Importação cancelada: 14 questões com problemas; nada foi gravado.')
    expect(lines[1]).toContain('a partir de 0')
    expect(lines).toContain('  questão 1 (ref "sem-texto"): texto: não pode ficar vazio')
    expect(lines).toContain('  questão 11 (sem ref): ref: é obrigatório')
    expect(error.message).not.toContain('ref "ok"')

    // The valid question alone goes in.
    expect(await run({ modulo: { nome: 'Recusado' }, questoes: [doc.questoes[0]] })).toEqual({
      created: 1,
      updated: 0,
    })
  })

  it('refuses an image over 5 MB (the back office limit) before reading it', async () => {
    const valid = sampleDocument('Imagem grande').questoes[2] as Record<string, unknown>
    writeFileSync(
      path.join(suite.dir, 'img', 'grande.png'),
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    )
    const before = await questionCount()
    const error = await failure({
      modulo: { nome: 'Imagem grande' },
      questoes: [{ ...structuredClone(valid), ref: 'grande', texto: 'Veja ![](img/grande.png)' }],
    })
    expect(error.problems.map((p) => p.message)).toEqual(['texto: a imagem tem mais de 5 MB: img/grande.png'])
    expect(await questionCount()).toBe(before)
  })

  it('refuses a file whose top level is wrong, saying what is wrong', async () => {
    const before = await questionCount()
    expect((await failure([])).message).toBe(
      'Importação cancelada: o arquivo é inválido; nada foi gravado.\n  arquivo: deve ser um objeto',
    )
    expect((await failure({ modulo: {}, questoes: [] })).message).toContain(
      '  arquivo: modulo.nome: é obrigatório',
    )
    expect((await failure({ modulo: { nome: 'X' }, questoes: {} })).message).toContain(
      '  arquivo: questoes: deve ser uma lista',
    )
    expect((await failure({ questoes: [] })).message).toContain('  arquivo: modulo: é obrigatório')
    expect(await questionCount()).toBe(before)
  })

  it('publishes the JSON Schema of the format (regenerate: npx tsx apps/server/src/modules/import/write-json-schema.ts)', () => {
    expect(JSON.parse(readFileSync(JSON_SCHEMA_FILE, 'utf8'))).toEqual(importFormatJsonSchema())
  })
})
