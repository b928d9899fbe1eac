/** The question bank's texts: its filtered and caderno practice. */
export const bankTexts = {
  bankEmpty: 'Nenhuma questão encontrada com estes filtros.',
  notebookEmpty: 'Este caderno ainda não tem questões.',
} as const
