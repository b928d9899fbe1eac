/** The caderno de erros' texts. */
export const reviewTexts = {
  title: 'Caderno de erros',
  subtitle: 'As questões que você errou ou marcou como chute, com a próxima revisão de cada uma.',
  empty: 'Nenhuma questão no caderno de erros ainda: as que você errar ou marcar como chute aparecem aqui.',
  redo: 'Refazer',
  allSubjects: 'Todas as disciplinas',
  allTopics: 'Todos os assuntos',
  subjectsFailure: 'Não foi possível carregar as disciplinas para o filtro.',
} as const
