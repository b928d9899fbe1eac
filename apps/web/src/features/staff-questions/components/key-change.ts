import { answerKeyChange, formatCount, formatNumber, isAnnulled, STAFF_API } from '@gabarito/core'
import type { AnswerKeyImpact } from '@gabarito/core/contract'
import { confirmAction } from '@/components/staff/confirm-action'
import { adminApi } from '@/lib/api/staff/admin-api'
import type { QuestionDraft } from './question-form'

/**
 * Before saving a question that students answered with a new key or an (un)annulment: says how many answers
 * change from right to wrong or back (`GET /perguntas/{id}/impacto`) and asks. True to go on.
 */
export async function confirmKeyChange(
  id: number,
  initial: QuestionDraft,
  draft: QuestionDraft,
): Promise<boolean> {
  const keyOf = (d: QuestionDraft) => ({
    correctAlternativeId: d.alternativas[d.correta]?.id,
    annulled: isAnnulled(d.status),
  })
  const before = keyOf(initial)
  const after = keyOf(draft)
  // The same test the server applies before it rescores (packages/core).
  const { key: keyChanged, annulment: annulChanged } = answerKeyChange(before, after)
  if (!keyChanged && !annulChanged) return true
  let what = 'A troca do gabarito muda o resultado das respostas já dadas'
  if (keyChanged && after.correctAlternativeId === undefined)
    what = 'A nova alternativa correta é nova: toda resposta certa passa a errada'
  else {
    const params = keyChanged ? { correta: after.correctAlternativeId } : { anulada: after.annulled }
    const impact = await adminApi.get<AnswerKeyImpact>(STAFF_API.questions.keyImpact({ id }), { params })
    what = `Isto muda o resultado de ${formatNumber(impact.respostas_alteradas)} de ${formatCount(impact.respostas_total, 'resposta', 'respostas')}`
  }
  return confirmAction({
    title: annulChanged ? (after.annulled ? 'Anular a questão' : 'Desanular a questão') : 'Trocar o gabarito',
    message: `${what}, e com elas os relatórios e as classificações dos simulados. Salvar assim mesmo?`,
    confirmLabel: 'Sim, salvar',
    danger: false,
  })
}
