import { proficiencyTexts } from '../texts'

/** The hub's cards (SPEC section 2), each opening its page in a new tab. */
export const REPORT_CARDS = [
  {
    title: 'Gráficos de tentativas e desempenho',
    description: 'suas tentativas, acertos e erros mês a mês, comparados com todos os alunos do curso',
    to: '/v2/geral/relatorio/grafico/geral',
    concepts: false,
  },
  {
    title: 'Desempenho por disciplina',
    description: 'seus gráficos e os de todos por disciplina',
    to: '/v2/geral/relatorio/grafico/disciplina',
    concepts: false,
  },
  {
    title: 'Conceitos que mais caíram em provas',
    description: 'os conceitos mais cobrados em cada disciplina e assunto, com o seu aproveitamento',
    to: '/v2/geral/relatorio/conceitos',
    concepts: true,
  },
  {
    title: 'Utilização por dia da semana',
    description: 'em que dias você mais estuda e rende',
    to: '/v2/geral/relatorio/estatistica/dia_semana',
    concepts: false,
  },
  {
    title: 'Utilização por hora do dia',
    description: 'em que horários você mais estuda e rende',
    to: '/v2/geral/relatorio/estatistica/hora_dia',
    concepts: false,
  },
  {
    title: 'Utilização por disciplina',
    description: 'quanto do seu estudo vai para cada disciplina e quanto você acerta',
    to: '/v2/geral/relatorio/estatistica/disciplina',
    concepts: false,
  },
] as const

/** The proficiency report (issue 32): a card of its own on the hub, which already says the estimate. */
export const PROFICIENCY_CARD = {
  title: proficiencyTexts.title,
  description: proficiencyTexts.description,
  to: '/v2/geral/relatorio/proficiencia',
} as const
