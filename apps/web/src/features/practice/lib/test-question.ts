import { QUESTION_STATUS } from '@gabarito/core'
import type { Question } from '../api/types'

/** A published question with two alternatives (ids `id*10+1`, `id*10+2`), for the practice rules' tests. */
export function testQuestion(id: number, disciplina = 1): Question {
  return {
    id,
    texto: `<p>Questão ${id}</p>`,
    resposta: [
      { id: id * 10 + 1, letra: 'A', texto: 'um' },
      { id: id * 10 + 2, letra: 'B', texto: 'dois' },
    ],
    disciplina_id: disciplina,
    assunto_id: null,
    concurso_id: null,
    numero: null,
    status: QUESTION_STATUS.published,
    dificuldade: 'Médio',
    total_respostas: 0,
    banca: null,
    orgao: null,
    ano: null,
    cargo: null,
    nivel: null,
  }
}
