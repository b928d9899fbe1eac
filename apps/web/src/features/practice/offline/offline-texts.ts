/** Offline practice's texts (issue 33). */

/** "7 respostas para enviar", in the singular for one. */
export function answersToSend(count: number): string {
  return count === 1 ? '1 resposta para enviar' : `${count} respostas para enviar`
}

/** The banner: "Sem conexão · 7 respostas para enviar" offline, "Enviando 7 respostas…" once back. */
export function offlineBannerText(online: boolean, pending: number): string {
  if (!online) return pending > 0 ? `Sem conexão · ${answersToSend(pending)}` : 'Sem conexão'
  return pending === 1 ? 'Enviando 1 resposta…' : `Enviando ${pending} respostas…`
}

export const offlineTexts = {
  sentTitle: 'Respostas enviadas',
  right: 'Certa',
  wrong: 'Errada',
  notCounted: 'Não contada',
  clear: 'Limpar lista',
} as const
