import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { alternatives, answers, questions } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { plainQuestion } from '../../test/import-files.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { expectAggregatesMatchAnswers } from '../answers/answer-rescore.test-helpers.ts'

// A re-imported question whose key moved is an answer key change like the editor's (decision 0021): its answers
// and every aggregate are rescored in the import's transaction.
const suite = practiceSuite('Matemática')

const documentWithKey = (correta: string) => ({
  questoes: [plainQuestion('reimport-1', { assunto: null, concurso: null, correta, tags: ['Porcentagem'] })],
})

describe('re-importing a question with another key', () => {
  it('rescores its answers and the aggregates', async () => {
    const { manager } = await staffTokens(suite.t)
    const importDocument = (correta: string) =>
      suite.t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/importacoes?modulo_id=${suite.course.id}`,
        headers: { ...auth(manager), 'content-type': 'application/json' },
        payload: JSON.stringify(documentWithKey(correta)),
      })
    expect((await importDocument('A')).json()).toEqual({ novas: 1, atualizadas: 0 })
    const [question] = await suite.t.db
      .select({ id: questions.id, subjectId: questions.subjectId })
      .from(questions)
      .where(and(eq(questions.courseId, suite.course.id), eq(questions.ref, 'reimport-1')))
    const { id, subjectId } = question as { id: number; subjectId: number }
    const options = await suite.t.db
      .select({ id: alternatives.id })
      .from(alternatives)
      .where(eq(alternatives.questionId, id))
      .orderBy(asc(alternatives.position))

    for (const choice of [0, 1, 1]) {
      const { token } = await signUpAndLogin(suite.t.app)
      const res = await suite.practice(token, {
        pergunta_id: id,
        selected: options[choice]?.id,
        modulo_id: suite.course.id,
        disciplina_id: subjectId,
        tipo: 'PUBLICADA',
      })
      expect(res.json()).toMatchObject({ correta: choice === 0 })
    }
    await expectAggregatesMatchAnswers(suite.t.db)

    expect((await importDocument('B')).json()).toEqual({ novas: 0, atualizadas: 1 })
    const rows = await suite.t.db
      .select({ correct: answers.correct })
      .from(answers)
      .where(eq(answers.questionId, id))
      .orderBy(asc(answers.id))
    expect(rows.map((r) => r.correct)).toEqual([false, true, true])
    await expectAggregatesMatchAnswers(suite.t.db)
  })
})
