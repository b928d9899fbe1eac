import type { PersonalColumn, PersonalData } from '../../lib/personal-data.ts'

const DERIVED =
  'counted from the kept answers: the fold, a key change’s rescore and the recount keep them equal to the answers'

const derived = (table: string, field: string, why = DERIVED): PersonalColumn => ({
  table,
  column: 'user_id',
  erasure: 'kept',
  why,
  field,
})

/**
 * The aggregates of the person's answers, the review cards among them (decision 0062): kept with the answers they
 * count, as every aggregate is a function of the answers.
 */
export const aggregatesPersonalData: PersonalData = {
  module: 'aggregates',
  columns: [
    derived('mock_results', 'simulados', 'the mock’s ranking: the others keep their places (decision 0026)'),
    derived('question_progress', 'progresso'),
    derived('practice_day_scores', 'pontuacao_do_dia'),
    derived('student_day_stats', 'estatisticas_por_dia'),
    derived('student_subject_stats', 'estatisticas_por_disciplina'),
    derived('student_hour_stats', 'estatisticas_por_hora'),
    derived('topic_stats', 'estatisticas_por_assunto'),
    derived('concept_stats', 'estatisticas_por_conceito'),
  ],
  exports: [],
}
