/** One thing wrong with the file: `index` (0-based) and `ref` name the question, null for the file itself. */
export interface ImportProblem {
  index: number | null
  ref: string | null
  message: string
}

/** The file was refused; nothing was written. The message lists every problem, in pt-BR. */
export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(formatProblems(problems))
    this.name = 'ImportError'
  }
}

export function formatProblems(problems: ImportProblem[]): string {
  const questionsWithProblems = new Set(problems.filter((p) => p.index !== null).map((p) => p.index)).size
  const head =
    questionsWithProblems > 0
      ? `Importação cancelada: ${questionsWithProblems} ${questionsWithProblems === 1 ? 'questão com problema' : 'questões com problemas'}; nada foi gravado.`
      : 'Importação cancelada: o arquivo é inválido; nada foi gravado.'
  const lines = problems.map((p) => {
    if (p.index === null) return `  arquivo: ${p.message}`
    const ref = p.ref === null ? 'sem ref' : `ref ${JSON.stringify(p.ref)}`
    return `  questão ${p.index} (${ref}): ${p.message}`
  })
  const note =
    questionsWithProblems > 0
      ? ['(as questões são numeradas a partir de 0, na ordem em que aparecem em "questoes")']
      : []
  return [head, ...note, ...lines].join('\n')
}
