import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { courses, exams, questions } from '../../db/schema/index.ts'
import { importFailure, importSuite } from './import.test-helpers.ts'

// Where an imported question comes from (issue 31, decision 0058): banca, órgão, ano, cargo and nível per question
// and per exam; a past exam's questions take the exam's where they give none; bad values are refused in pt-BR.
const suite = importSuite({ images: false })

const question = (ref: string, more: Record<string, unknown> = {}) => ({
  ref,
  disciplina: 'Direito Administrativo',
  formato: 'html',
  texto: `<p>Enunciado ${ref}</p>`,
  alternativas: [
    { letra: 'A', texto: 'Certo' },
    { letra: 'B', texto: 'Errado' },
  ],
  correta: 'A',
  ...more,
})

const doc = (questoes: object[]) => ({ modulo: { nome: 'Fontes' }, questoes })

const sources = async () => {
  const [course] = await suite.t.db.select().from(courses).where(eq(courses.name, 'Fontes'))
  const rows = await suite.t.db
    .select({
      ref: questions.ref,
      banca: questions.banca,
      orgao: questions.orgao,
      ano: questions.year,
      cargo: questions.cargo,
      nivel: questions.level,
    })
    .from(questions)
    .where(eq(questions.courseId, course?.id as number))
    .orderBy(asc(questions.ref))
  return Object.fromEntries(rows.map(({ ref, ...source }) => [ref, source]))
}

const pf = {
  nome: 'Agente PF',
  ano: 2021,
  banca: 'Cebraspe',
  orgao: 'PF',
  cargo: 'Agente',
  nivel: 'superior',
}

describe('importing where questions come from', () => {
  it("stores each question's source and gives a past exam's to its questions where they give none", async () => {
    const first = await suite.run(
      doc([
        question('solta', { banca: 'FGV', orgao: 'TJ-RJ', ano: 2019, cargo: 'Analista', nivel: 'superior' }),
        question('prova-1', { concurso: { ...pf, numero: 1 } }),
        question('prova-2', { concurso: { nome: 'Agente PF', ano: 2021, numero: 2 }, cargo: 'Escrivão' }),
        question('nada'),
      ]),
    )
    expect(first).toEqual({ created: 4, updated: 0 })
    const fromExam = { banca: 'Cebraspe', orgao: 'PF', ano: 2021, cargo: 'Agente', nivel: 'superior' }
    expect(await sources()).toEqual({
      nada: { banca: null, orgao: null, ano: null, cargo: null, nivel: null },
      'prova-1': fromExam,
      'prova-2': { ...fromExam, cargo: 'Escrivão' },
      solta: { banca: 'FGV', orgao: 'TJ-RJ', ano: 2019, cargo: 'Analista', nivel: 'superior' },
    })
    const [exam] = await suite.t.db.select().from(exams).where(eq(exams.name, 'Agente PF'))
    expect(exam).toMatchObject({
      banca: 'Cebraspe',
      orgao: 'PF',
      cargo: 'Agente',
      level: 'superior',
      year: 2021,
    })

    // The same file again changes nothing; the exam's banca changed in the file reaches every question of it.
    expect(
      await suite.run(
        doc([
          question('solta', {
            banca: 'FGV',
            orgao: 'TJ-RJ',
            ano: 2019,
            cargo: 'Analista',
            nivel: 'superior',
          }),
          question('prova-1', { concurso: { ...pf, numero: 1 } }),
          question('prova-2', { concurso: { nome: 'Agente PF', ano: 2021, numero: 2 }, cargo: 'Escrivão' }),
          question('nada'),
        ]),
      ),
    ).toEqual({ created: 0, updated: 0 })
    await suite.run(doc([question('prova-1', { concurso: { ...pf, banca: 'Cespe', numero: 1 } })]))
    const after = await sources()
    expect([after['prova-1']?.banca, after['prova-2']?.banca, after.solta?.banca]).toEqual([
      'Cespe',
      'Cespe',
      'FGV',
    ])
  })

  it('refuses a bad nível, year or banca, and an exam given two bancas, naming each question', async () => {
    const failure = await importFailure(
      suite.run(
        doc([
          question('nivel', { nivel: 'doutorado' }),
          question('ano', { ano: 1850 }),
          question('banca', { banca: 'B'.repeat(81) }),
          question('exame-1', { concurso: { nome: 'TRF', ano: 2020, banca: 'FCC' } }),
          question('exame-2', { concurso: { nome: 'TRF', ano: 2020, banca: 'Vunesp', nivel: 'medio' } }),
        ]),
      ),
    )
    expect(failure.problems.map((p) => [p.ref, p.message])).toEqual([
      ['nivel', 'nivel: deve ser um destes: "fundamental", "medio", "superior"'],
      ['ano', 'ano: deve ser no mínimo 1900'],
      ['banca', 'banca: tem 81 caracteres; o máximo é 80'],
      ['exame-2', 'concurso.banca: "Vunesp" difere de "FCC", dado ao concurso "TRF" (2020) na questão 3'],
    ])
  })
})
