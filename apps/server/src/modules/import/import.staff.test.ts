import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { convertEnem, ENEM_DIR, type EnemItem } from '../../../../../scripts/enem-to-import.ts'
import { questions } from '../../db/schema/index.ts'
import { mediaDir } from '../../lib/media.ts'
import { auth } from '../../test/context.ts'
import { createCourse } from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'
import { importSuite } from './import.test-helpers.ts'

// POST /api/v1/admin/importacoes: the browser's import of real ENEM questions (../shared/data/enem), as JSON
// or as a ZIP with the images, through the same importer as the command line.
const suite = importSuite({ images: false })
let tokens: Awaited<ReturnType<typeof staffTokens>>
let course: Awaited<ReturnType<typeof createCourse>>
let items: (EnemItem & { images: string[] })[]

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
  course = await createCourse(suite.t.db, { name: 'Banco ENEM' })
  items = JSON.parse(readFileSync(path.join(ENEM_DIR, 'questions.json'), 'utf8'))
})

/** The import document of these items, without `modulo` (the page's course is used), images under `images/`. */
const documentOf = (picked: EnemItem[]) => {
  const { modulo: _modulo, ...rest } = convertEnem(picked, { dataDir: '/x', outDir: '/x' })
  return rest
}
const byId = (...ids: string[]) => ids.map((id) => items.find((i) => i.id === id) as (typeof items)[number])

const send = (payload: Buffer | string, contentType: string, token = tokens.manager, courseId = course.id) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/importacoes?modulo_id=${courseId}`,
    headers: { ...auth(token), 'content-type': contentType },
    payload,
  })
const sendJson = (doc: unknown) => send(JSON.stringify(doc), 'application/json')
const questionsOfCourse = async () =>
  (await suite.t.db.select({ n: count() }).from(questions).where(eq(questions.courseId, course.id)))[0]?.n

describe('importing from the browser', () => {
  it('imports a JSON of ENEM questions into the chosen course once, and logs it', async () => {
    const plain = items.filter((i) => i.images.length === 0).slice(0, 20)
    const first = await sendJson(documentOf(plain))
    expect([first.statusCode, first.json()]).toEqual([200, { novas: 20, atualizadas: 0 }])
    expect((await sendJson(documentOf(plain))).json()).toEqual({ novas: 0, atualizadas: 0 })
    expect(await questionsOfCourse()).toBe(20)
    const log = await suite.t.app.inject({
      url: `/api/v1/admin/auditoria?entidade=curso&registro=${course.id}`,
      headers: auth(tokens.admin),
    })
    expect(log.json().data.map((r: { acao: string; depois: unknown }) => [r.acao, r.depois])).toEqual([
      ['importar', { arquivo: 'json', novas: 0, atualizadas: 0 }],
      ['importar', { arquivo: 'json', novas: 20, atualizadas: 0 }],
    ])
  })

  it('imports a ZIP with the JSON and its images into the media store', async () => {
    const picked = byId('enem-2009-2', 'enem-2009-21')
    const files: Record<string, Uint8Array> = {
      'banco/questoes.json': Buffer.from(JSON.stringify(documentOf(picked))),
    }
    for (const image of picked.flatMap((i) => i.images)) {
      files[`banco/${image}`] = readFileSync(path.join(ENEM_DIR, image))
    }
    const res = await send(Buffer.from(zipSync(files)), 'application/zip')
    expect([res.statusCode, res.json()]).toEqual([200, { novas: 2, atualizadas: 0 }])
    const [figure] = await suite.t.db.select().from(questions).where(eq(questions.ref, 'enem-2009-2'))
    const src = /src="(\/media\/[0-9a-f]{32}\.[a-z]+)"/.exec(figure?.textHtml ?? '')?.[1]
    expect(src).toBeDefined()
    expect(existsSync(path.join(mediaDir(suite.t.config.DATA_DIR), path.basename(src as string)))).toBe(true)
  })

  it('refuses a file with bad questions, listing every one, and writes nothing', async () => {
    const before = await questionsOfCourse()
    const picked = items.filter((i) => i.images.length === 0).slice(40, 43)
    const doc = documentOf(picked)
    const [a, , c] = doc.questoes
    if (!a || !c) throw new Error('sample missing')
    a.correta = 'Z'
    c.texto = ''
    const res = await sendJson(doc)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      message: 'Importação cancelada: 2 questões com problemas; nada foi gravado.',
      problemas: [
        {
          indice: 0,
          ref: a.ref,
          mensagem: expect.stringContaining('a alternativa correta "Z" não está entre as letras'),
        },
        { indice: 2, ref: c.ref, mensagem: expect.stringContaining('texto') },
      ],
    })
    // A JSON whose images were not sent with it: each missing figure is named.
    const missing = await sendJson(documentOf(byId('enem-2009-2')))
    expect(missing.json().problemas[0].mensagem).toContain('arquivo de imagem não encontrado')
    expect(await questionsOfCourse()).toBe(before)
  })

  it('refuses a file of another course, broken JSON, a broken or escaping ZIP, and students', async () => {
    const other = { modulo: { nome: 'Outro curso' }, ...documentOf(byId('enem-2010-1')) }
    const messageOf = async (res: ReturnType<typeof send>) => {
      const r = await res
      expect(r.statusCode).toBe(422)
      return r.json().problemas[0].mensagem as string
    }
    expect(await messageOf(sendJson(other))).toBe(
      'o arquivo é do curso "Outro curso", mas a importação é para "Banco ENEM": escolha o curso certo ou mude "modulo.nome"',
    )
    expect(await messageOf(send('{"questoes": [\n  {"ref": }\n]}', 'application/json'))).toBe(
      'O arquivo questoes.json não é um JSON válido: caractere inesperado "}".',
    )
    expect(await messageOf(send(Buffer.from('PK\u0003\u0004 nada'), 'application/zip'))).toBe(
      'O arquivo não é um ZIP válido.',
    )
    const escaping = zipSync({ 'q.json': Buffer.from('{}'), '../fora.png': Buffer.from('x') })
    expect(await messageOf(send(Buffer.from(escaping), 'application/zip'))).toBe(
      'O ZIP tem um caminho que sai da pasta: ../fora.png',
    )
    expect(
      await messageOf(send(Buffer.from(zipSync({ 'a.txt': Buffer.from('x') })), 'application/zip')),
    ).toBe('O ZIP não tem o arquivo .json das questões.')
    expect((await send('{}', 'application/json', tokens.manager, 999999)).json().errors).toEqual({
      modulo_id: ['Curso não encontrado.'],
    })
    expect((await send('{}', 'application/json', tokens.student)).statusCode).toBe(403)
  })
})
