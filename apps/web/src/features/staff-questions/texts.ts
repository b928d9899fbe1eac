/** The question screen's texts for the calibrated parameters (issue 32). */
export const parameterTexts = {
  title: 'Parâmetros da TRI',
  none: 'Não calibrada',
  noneHint: 'A calibração usa as primeiras respostas dos alunos: a questão precisa de pelo menos 100.',
  discrimination: 'Discriminação (a)',
  difficulty: 'Dificuldade (b)',
  guessing: 'Acerto ao acaso (c)',
  answers: 'Respostas',
  computed: (when: string) => `calculados em ${when}`,
} as const
