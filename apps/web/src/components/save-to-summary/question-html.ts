/** What "Salvar no meu resumo" writes: the statement, the right answer and the explanation (the server cleans it). */
export interface SavedQuestion {
  id: number
  texto: string
  resposta: { id: number; letra: string; texto: string }[]
}

export function questionHtml(question: SavedQuestion, rightId: number, explanation: string): string {
  const right = question.resposta.find((a) => a.id === rightId)
  const answer = right ? `<p><strong>Resposta certa: ${right.letra})</strong></p>${right.texto}` : ''
  const hasExplanation = explanation.replace(/<[^>]*>/g, '').trim().length > 0
  return [
    `<h3>Questão ${question.id}</h3>`,
    question.texto,
    answer,
    hasExplanation ? `<p><strong>Definições Abordadas</strong></p>${explanation}` : '',
    '<hr>',
  ].join('')
}
