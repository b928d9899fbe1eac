/** The spaced review's texts: its practice screen, the exam date and the caderno de erros. */
export const reviewTexts = {
  reviewEmpty: 'Nenhuma revisão pendente agora.',
  reviewTitle: 'Revisão',
  redoFinished: 'Questão refeita.',
  examDateSaved: 'Data da prova salva.',
  examDateRemoved: 'Data da prova removida.',
  examDateMissing: 'Informe a data da prova (dd/mm/aaaa).',
  examDateInvalid: 'Data inválida: use dd/mm/aaaa.',
  examDateWhy: 'Com a data, nenhuma revisão fica para depois da prova.',
  // The caderno de erros.
  title: 'Caderno de erros',
  subtitle: 'As questões que você errou ou marcou como chute, com a próxima revisão de cada uma.',
  empty: 'Nenhuma questão no caderno de erros ainda: as que você errar ou marcar como chute aparecem aqui.',
  redo: 'Refazer',
  allSubjects: 'Todas as disciplinas',
  allTopics: 'Todos os assuntos',
  subjectsFailure: 'Não foi possível carregar as disciplinas para o filtro.',
} as const
