/** The reports' texts (SPEC sections 2 and 8). */
export const reportTexts = {
  title: 'Relatórios',
  counted:
    'Contam as respostas do treinamento por disciplina, dos concursos anteriores e dos simulados semanais.',
  chartFailure: 'Erro: ',
  conceptsFailure: 'Não foi possivel achar as conceitos',
  subjectsFailure: 'Não foi possivel achar as disciplinas',
  disclaimer:
    'Os cálculos usam os dados do próprio Gabarito (questões, provas e respostas dos alunos) e servem apenas como base de estudo.',
  proTitle: 'Relatórios PRO',
  proUnlocks: 'Com o plano PRO deste curso você desbloqueia:',
  buy: 'Assinar o curso',
  noAnswers: 'Você ainda não respondeu questões neste curso.',
} as const
