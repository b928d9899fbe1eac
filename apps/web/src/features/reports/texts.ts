import { REPORTS_PRO } from '@gabarito/core'
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
  /** The server's 423 of the reports, shown when the hub knows beforehand there is no plan. */
  proMessage: REPORTS_PRO,
  noAnswers: 'Você ainda não respondeu questões neste curso.',
} as const

/** A percentage as a student reads it: "68%", "68,5%" (at most one decimal, pt-BR comma). */
export const shownPercent = (value: number) =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`

const between = (interval: readonly [number, number]) =>
  `entre ${shownPercent(interval[0])} e ${shownPercent(interval[1])}`

/** The proficiency report's texts (issue 32). */
export const proficiencyTexts = {
  title: 'Nota estimada e chance de aprovação',
  description: 'se a prova fosse hoje, sua chance de passar e a nota estimada, semana a semana',
  open: 'Ver o relatório completo',
  /** "Se a prova fosse hoje: 68% de chance de passar, nota estimada 74% (entre 69% e 79%)". */
  sentence: (estimate: number, interval: readonly [number, number], chance: number | null) => {
    const note = `nota estimada ${shownPercent(estimate)} (${between(interval)})`
    return chance === null
      ? `Se a prova fosse hoje: ${note}`
      : `Se a prova fosse hoje: ${shownPercent(chance)} de chance de passar, ${note}`
  },
  gaugeLabel: (estimate: number, interval: readonly [number, number]) =>
    `Nota estimada ${shownPercent(estimate)}, ${between(interval)}`,
  estimate: 'nota estimada',
  passMark: (mark: number) => `Nota de corte: ${shownPercent(mark)}`,
  reference: (name: string) => `Prova de referência: ${name}`,
  updated: (date: string) => `atualizado em ${date}`,
  answered: (count: number, needed: number) =>
    `${count.toLocaleString('pt-BR')} de ${needed.toLocaleString('pt-BR')} respostas necessárias`,
  weeksTitle: 'Como a estimativa mudou semana a semana',
  weeksEmpty: 'A linha semana a semana aparece depois da primeira estimativa.',
  week: 'Semana',
  chance: 'Chance (%)',
  estimateSeries: 'Nota (%)',
  low: 'Mínimo (%)',
  high: 'Máximo (%)',
  subjectsTitle: 'O que mais aumentaria sua nota',
  subjectsHint:
    'As disciplinas cujas questões calibradas você mais erra, pesadas pelo quanto cada uma diz sobre o seu nível.',
  subjectsEmpty: 'Nenhuma disciplina se destaca por enquanto.',
  practice: 'Praticar',
  share: (name: string) => `Peso de ${name}`,
  howItWorks:
    'A estimativa usa a teoria de resposta ao item, como o ENEM: cada questão pesa conforme a dificuldade e o quanto separa quem sabe de quem não sabe. O intervalo tem 80% de confiança.',
} as const
