import { Readable } from 'node:stream'
import { UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { notFound } from '../../lib/errors.ts'
import { plansOfUser } from '../access/access.service.ts'
import { paymentsOfUser } from '../payments/user-payments.service.ts'
import { accountOf, answersAfter, commentsOf, mockResultsOf, summariesOf } from './my-data.repo.ts'

/** Answers read per query while the export streams: a student may have hundreds of thousands. */
export const ANSWER_BATCH = 2000

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Everything but the answers: small enough to read at once. */
async function headOf(deps: Pick<Deps, 'db' | 'clock'>, userId: number) {
  const user = await accountOf(deps.db, userId)
  if (!user) throw notFound('Usuário não encontrado.')
  const [plans, payments, comments, summaries, mocks] = await Promise.all([
    plansOfUser(deps, userId),
    paymentsOfUser(deps, userId),
    commentsOf(deps.db, userId),
    summariesOf(deps.db, userId),
    mockResultsOf(deps.db, userId),
  ])
  return {
    gerado_em: deps.clock().toISOString(),
    conta: {
      id: user.id,
      cpf: user.cpf,
      nome: user.name,
      apelido: user.nickname,
      email: user.email,
      perfis: user.roles,
      criado_em: user.createdAt.toISOString(),
      ultimo_acesso: iso(user.lastLoginAt),
    },
    planos: plans.map((p) => ({
      nome: p.name,
      modulo_id: p.courseId ?? UNLIMITED_PLAN_ID,
      data_fim: p.endsAt.toISOString(),
    })),
    pagamentos: payments,
    comentarios: comments.map((c) => ({
      id: c.id,
      pergunta_id: c.questionId,
      modulo_id: c.courseId,
      texto: c.text,
      status: c.status,
      criado_em: c.createdAt.toISOString(),
      resposta: c.replyText,
      respondido_em: iso(c.repliedAt),
    })),
    resumos: summaries.map((s) => ({
      id: s.id,
      nome: s.name,
      modulo_id: s.courseId,
      ativo: s.active,
      criado_em: s.createdAt.toISOString(),
      atualizado_em: s.updatedAt.toISOString(),
    })),
    simulados: mocks.map((m) => ({
      simulado_id: m.mockId,
      acertos: m.hits,
      respostas: m.answers,
      primeira_resposta: m.firstAnswerAt.toISOString(),
      ultima_resposta: m.lastAnswerAt.toISOString(),
    })),
  }
}

async function* exportChunks(deps: Pick<Deps, 'db' | 'clock'>, userId: number, head: object) {
  const opening = JSON.stringify(head)
  yield `${opening.slice(0, -1)},"respostas":[`
  let after = 0
  let first = true
  for (;;) {
    const batch = await answersAfter(deps.db, userId, after, ANSWER_BATCH)
    if (batch.length === 0) break
    const items = batch.map((a) =>
      JSON.stringify({
        id: a.id,
        pergunta_id: a.questionId,
        alternativa_id: a.alternativeId,
        correta: a.correct,
        tipo: a.kind,
        modulo_id: a.courseId,
        disciplina_id: a.subjectId,
        referencia_id: a.referenceId,
        respondida_em: a.answeredAt.toISOString(),
      }),
    )
    yield `${first ? '' : ','}${items.join(',')}`
    first = false
    after = batch[batch.length - 1]?.id ?? after
    if (batch.length < ANSWER_BATCH) break
  }
  yield ']}'
}

/**
 * The caller's LGPD export (decision 0026) as a stream of one JSON document: the account, plans, payments,
 * comments, summaries' metadata and mock results, then every answer, read ANSWER_BATCH at a time by id so memory
 * stays flat however many there are. Only the caller's rows: every query names the caller's id.
 */
export async function myDataExport(deps: Pick<Deps, 'db' | 'clock'>, caller: Caller): Promise<Readable> {
  const head = await headOf(deps, caller.id)
  return Readable.from(exportChunks(deps, caller.id, head))
}
