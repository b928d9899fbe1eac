/** The staff course screen's texts for the estimated score (issue 32). */
export const abilityTexts = {
  title: 'Nota estimada e chance de aprovação',
  hint: 'Os alunos veem a chance de alcançar a nota de corte na prova de referência, com a nota estimada.',
  passMark: 'Nota de corte (%)',
  passMarkHint: 'Percentual de acertos na prova de referência; vazio: sem chance de aprovação.',
  reference: 'Prova de referência',
  referenceHint: 'Um concurso anterior do curso.',
  latest: 'Última prova calibrada',
} as const
