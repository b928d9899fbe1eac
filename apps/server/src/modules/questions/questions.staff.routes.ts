import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
import { mediaStaffRoutes } from '../media/media.staff.routes.ts'
import { answerKeyStaffRoutes } from './answer-key.staff.routes.ts'
import { examStaffRoutes } from './exams.staff.routes.ts'
import {
  createQuestionBody,
  questionListQuery,
  questionParams,
  staffQuestionJson,
  staffQuestionPageJson,
  updateQuestionBody,
} from './questions.staff.schemas.ts'
import {
  createStaffQuestion,
  getStaffQuestion,
  questionTable,
  updateStaffQuestion,
} from './questions.staff.service.ts'

/**
 * The question bank in the back office (mounted under /api/v1/admin; Admin and Gerente): questions, past exams,
 * the editors' image upload and what a new answer key would change (the import, above questions, is mounted by admin).
 */
export const questionStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  staffCrudRoutes(app, deps, {
    permission: 'questions.edit',
    collection: { url: STAFF_API.questions.list.pattern },
    item: { url: STAFF_API.questions.one.pattern, params: questionParams },
    row: staffQuestionJson,
    list: {
      summary:
        'Questões de um curso (protocolo DataTables): filtros disciplina, assunto, concurso e situação; busca no enunciado, no id e na ref',
      query: dataTableBody.and(questionListQuery),
      page: staffQuestionPageJson,
      run: (deps, caller, { query: q }) =>
        questionTable(deps, caller, q, {
          courseId: q.modulo_id,
          subjectId: q.disciplina_id,
          topicId: q.assunto_id,
          examId: q.concurso_id,
          status: q.status,
        }),
    },
    create: {
      summary:
        'Criar uma questão (enunciado, 2 a 6 alternativas, a correta, explicação, conceitos, situação, banca, órgão, ano, cargo, nível; com concurso, os campos da fonte vazios recebem os dele)',
      body: createQuestionBody,
      run: (deps, caller, { body }) => createStaffQuestion(deps, caller, body),
    },
    get: {
      summary: 'Uma questão como o editor a lê (com a correta e quantas vezes cada alternativa foi marcada)',
      run: getStaffQuestion,
    },
    update: {
      summary:
        'Alterar uma questão (só os campos enviados); as alternativas enviadas com id mantêm o id e as respostas',
      body: updateQuestionBody,
      run: updateStaffQuestion,
    },
  })

  await app.register(examStaffRoutes, { deps })
  await app.register(mediaStaffRoutes, { deps })
  await app.register(answerKeyStaffRoutes, { deps })
}
