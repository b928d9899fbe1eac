import { mockQuestionViews as v } from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { personRows } from '../../lib/personal-data.ts'

/** How long each mock question was on the person's screen (decision 0062). */
export const mocksPersonalData: PersonalData = {
  module: 'mocks',
  columns: [
    {
      table: 'mock_question_views',
      column: 'user_id',
      erasure: 'kept',
      why: 'the mock’s analysis gives each question’s median time over every participant',
      field: 'simulados_tempos',
    },
  ],
  exports: [
    {
      field: 'simulados_tempos',
      read: personRows(
        v,
        v.userId,
        { simulado_id: v.mockId, pergunta_id: v.questionId, ms_antes: v.earlierMs, exibida_desde: v.shownAt },
        [v.mockId, v.questionId],
      ),
    },
  ],
}
