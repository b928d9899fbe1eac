import { z } from 'zod/mini'
import { dataTablePageJson } from './material.ts'

// Item response theory (issue 32, decision 0059): the student's estimated score and chance of passing, the items'
// parameters and the calibration run, as the server sends them.

const interval = z.nullable(z.tuple([z.number(), z.number()]))

/** One week of the estimate's history (its Monday in São Paulo, `yyyy-mm-dd`), oldest first. */
export const proficiencyWeekJson = z.object({
  semana: z.string(),
  nota_estimada: z.nullable(z.number()),
  intervalo: interval,
  chance_aprovacao: z.nullable(z.number()),
})
export type ProficiencyWeek = z.infer<typeof proficiencyWeekJson>

/** A subject that would raise the estimate most; `peso` its share (0-100, 1 decimal) of the total weight. */
export const proficiencySubjectJson = z.object({ id: z.number(), nome: z.string(), peso: z.number() })
export type ProficiencySubject = z.infer<typeof proficiencySubjectJson>

/** `GET /api/v1/geral/relatorio/modulo/{id}/proficiencia`: the caller's ability and chance of passing. */
export const proficiencyJson = z.object({
  /** EAP ability (3 decimals); null below the minimum of items. */
  theta: z.nullable(z.number()),
  /** The posterior's standard deviation (3 decimals). */
  erro_padrao: z.nullable(z.number()),
  /** The caller's first answers to calibrated questions. */
  itens: z.number(),
  /** How many more such answers an estimate needs (0 when enough). */
  faltam: z.number(),
  /** Expected % right on the reference exam (0-100, 1 decimal). */
  nota_estimada: z.nullable(z.number()),
  /** 80% interval of that %, 1 decimal. */
  intervalo: interval,
  /** Probability, in % (1 decimal), of reaching `nota_corte` on the reference exam. */
  chance_aprovacao: z.nullable(z.number()),
  nota_corte: z.nullable(z.number()),
  prova_referencia: z.nullable(z.object({ id: z.number(), nome: z.string() })),
  /** ISO instant of the calibration run that made the estimate. */
  atualizado_em: z.nullable(z.string()),
  /** pt-BR sentence saying why something above is null. */
  motivo: z.nullable(z.string()),
  semanas: z.array(proficiencyWeekJson),
  disciplinas: z.array(proficiencySubjectJson),
})
export type Proficiency = z.infer<typeof proficiencyJson>

/** A calibrated question's parameters (three-parameter logistic, c = 1/k). */
export const itemParametersRowJson = z.object({
  pergunta_id: z.number(),
  a: z.number(),
  b: z.number(),
  c: z.number(),
  /** First answers it was calibrated from. */
  respostas: z.number(),
})
export type ItemParametersRow = z.infer<typeof itemParametersRowJson>

/** `GET /api/v1/admin/perguntas/parametros?modulo_id=` (DataTables paging). */
export const itemParametersPageJson = dataTablePageJson(itemParametersRowJson)
export type ItemParametersPage = z.infer<typeof itemParametersPageJson>

/** The staff question read's `parametros` (`GET /api/v1/admin/perguntas/{id}`); null when not calibrated. */
export const questionParametersJson = z.nullable(
  z.object({
    a: z.number(),
    b: z.number(),
    c: z.number(),
    respostas: z.number(),
    calculados_em: z.string(),
  }),
)
export type QuestionParameters = z.infer<typeof questionParametersJson>

/**
 * Why the course's questions are or are not calibrated (issue 47): the calibrated ones, the others that have fewer
 * than `minimo` first answers, and the annulled ones (never calibrated).
 */
export const calibrationCoverageJson = z.object({
  calibradas: z.number(),
  poucas_respostas: z.number(),
  anuladas: z.number(),
  minimo: z.number(),
})
export type CalibrationCoverage = z.infer<typeof calibrationCoverageJson>

/** The calibration's part of `POST /api/v1/admin/estatisticas/recalcular`'s answer. */
export const calibrationRunJson = z.object({
  /** Questions calibrated, first answers read, students estimated. */
  itens: z.number(),
  respostas: z.number(),
  alunos: z.number(),
  iteracoes: z.number(),
  convergiu: z.boolean(),
  duracao_ms: z.number(),
  /** The course's questions after the run: calibrated, and why the others are not. */
  cobertura: calibrationCoverageJson,
})
export type CalibrationRun = z.infer<typeof calibrationRunJson>

/** The course's passing mark and reference exam, in the staff course read and PATCH. */
export const courseAbilitySettingsFields = {
  /** Passing mark, % of the reference exam's questions right (0-100, 1 decimal); null: not set. */
  nota_corte: z.nullable(z.number()),
  /** A past exam of the course; null: the latest past exam whose questions are all calibrated. */
  prova_referencia_id: z.nullable(z.number()),
}

/** The PATCH's fields (`PATCH /api/v1/admin/cursos/{id}`), with their pt-BR errors. */
export const courseAbilitySettingsBody = z.object({
  nota_corte: z.optional(
    z.nullable(
      z.number({ error: 'Nota de corte: use um número entre 0 e 100.' }).check(
        z.gte(0, 'Nota de corte: use um número entre 0 e 100.'),
        z.lte(100, 'Nota de corte: use um número entre 0 e 100.'),
        z.refine(
          (n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9,
          'Nota de corte: use no máximo uma casa decimal.',
        ),
      ),
    ),
  ),
  prova_referencia_id: z.optional(
    z.nullable(
      z
        .number({ error: 'Prova de referência: escolha um concurso deste curso.' })
        .check(
          z.int('Prova de referência: escolha um concurso deste curso.'),
          z.gte(1, 'Prova de referência: escolha um concurso deste curso.'),
          z.lte(2_147_483_647, 'Prova de referência: escolha um concurso deste curso.'),
        ),
    ),
  ),
})
export type CourseAbilitySettingsBody = z.output<typeof courseAbilitySettingsBody>
