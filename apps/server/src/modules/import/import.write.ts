import type { Transaction } from '../../db/client.ts'
import {
  type CourseWriteDeps,
  createCourse,
  forgetCachedCourses,
  type NewCourse,
} from '../courses/courses.service.ts'
import { BY_IMPORT, changeAnswerKeys } from '../questions/answer-key.service.ts'
import { changeExamSource } from '../questions/exams.staff.service.ts'
import { inheritSource, type SourceValues } from '../questions/questions.staff.source.ts'
import { forgetConceptCounts } from '../reports/reports.service.ts'
import * as repo from './import.repo.ts'
import type { ImportQuestion } from './import.schemas.ts'
import { type ImportedSource, mergeExamSource } from './import.source.ts'
import * as questionsRepo from './import-questions.repo.ts'

/** A question checked and rendered, ready to be written. */
export interface Prepared {
  /** What the writes read of the source question (its texts are in the HTML below). */
  question: Pick<
    ImportQuestion,
    'ref' | 'disciplina' | 'assunto' | 'concurso' | 'correta' | 'banca' | 'orgao' | 'ano' | 'cargo' | 'nivel'
  >
  textHtml: string
  explanationHtml: string
  alternatives: { letter: string; textHtml: string }[]
  tags: string[]
  /** What the question becomes, images included: the same hash means nothing to do. */
  hash: string
}

const unique = <T>(values: T[]) => [...new Set(values)]

/** A course the import creates holds past-exam questions: those two sections on, not on sale. */
const pastExamCourse = (name: string): NewCourse => ({
  name,
  hasNews: false,
  hasQuestions: true,
  hasMaterial: false,
  hasMock: false,
  hasPastExams: true,
  hasReports: false,
  hasConcepts: false,
  showsProAccess: false,
  visible: true,
  onSale: false,
})

/**
 * Writes checked questions in one transaction (two imports never at once): finds or creates the course,
 * subjects, topics, exams and tags; inserts new questions, updates changed ones in place (alternatives by
 * position, so answers stay attached) and leaves unchanged ones alone.
 */
export async function writeQuestions(
  deps: CourseWriteDeps,
  target: { courseName: string } | { courseId: number },
  prepared: Prepared[],
  onWritten?: WrittenHook,
): Promise<{ created: number; updated: number }> {
  const newCourses: number[] = []
  const result = await deps.db.transaction(async (tx) => {
    await repo.lockImports(tx)
    let courseId = 'courseId' in target ? target.courseId : await repo.findCourseByName(tx, target.courseName)
    if (courseId === undefined && 'courseName' in target) {
      courseId = (await createCourse(deps, pastExamCourse(target.courseName), tx)).id
      newCourses.push(courseId)
    }
    const written = await writeInCourse(tx, courseId as number, prepared)
    await onWritten?.(tx, { ...written, courseId: courseId as number })
    return written
  })
  // Announced once committed: an instance reading earlier would cache the missing course again, or the
  // concepts' counts in past exams without the imported questions' tags.
  await forgetCachedCourses(deps, newCourses)
  if (deps.cacheEvents && result.created + result.updated > 0)
    await forgetConceptCounts({ cacheEvents: deps.cacheEvents })
  return result
}

/** Called inside the import's transaction once the questions are written (the back office audits the import). */
export type WrittenHook = (
  tx: Transaction,
  result: { created: number; updated: number; courseId: number },
) => Promise<void>

async function writeInCourse(
  tx: Transaction,
  courseId: number,
  prepared: Prepared[],
): Promise<{ created: number; updated: number }> {
  const subjectIds = await repo.ensureSubjects(
    tx,
    courseId,
    unique(prepared.map((p) => p.question.disciplina)),
  )
  const subjectOf = (p: Prepared) => subjectIds.get(p.question.disciplina) as number
  const topicIds = await repo.ensureTopics(
    tx,
    prepared.flatMap((p) =>
      p.question.assunto ? [{ subjectId: subjectOf(p), name: p.question.assunto }] : [],
    ),
  )
  const examOf = await writeExams(tx, courseId, prepared)
  const values = (p: Prepared): questionsRepo.QuestionValues => {
    const q = p.question
    const subjectId = subjectOf(p)
    const exam = q.concurso ? examOf.get(repo.examKey(q.concurso.nome, q.concurso.ano ?? null)) : undefined
    const own = {
      banca: q.banca ?? null,
      orgao: q.orgao ?? null,
      cargo: q.cargo ?? null,
      level: q.nivel ?? null,
      year: q.ano ?? null,
    }
    return {
      subjectId,
      topicId: q.assunto ? (topicIds.get(repo.topicKey(subjectId, q.assunto)) ?? null) : null,
      examId: exam?.id ?? null,
      examNumber: q.concurso?.numero ?? null,
      ref: q.ref,
      importHash: p.hash,
      textHtml: p.textHtml,
      explanationHtml: p.explanationHtml,
      // A past exam's question takes the exam's source where it gives none (decision 0058).
      ...inheritSource(own, exam?.source),
    }
  }

  const existing = await questionsRepo.findQuestionsByRef(tx, courseId)
  const fresh: Prepared[] = []
  const changed: { id: number; p: Prepared }[] = []
  for (const p of prepared) {
    const found = existing.get(p.question.ref)
    if (!found) fresh.push(p)
    else if (found.importHash !== p.hash) changed.push({ id: found.id, p })
  }
  if (fresh.length === 0 && changed.length === 0) return { created: 0, updated: 0 }

  // The alternatives of every written question, by question id and position, to find the correct one.
  const alternativeIds = new Map<number, Map<number, number>>()
  const remember = (row: questionsRepo.AlternativeRow) => {
    const byPosition = alternativeIds.get(row.questionId) ?? new Map<number, number>()
    byPosition.set(row.position, row.id)
    alternativeIds.set(row.questionId, byPosition)
  }

  const newIds = await questionsRepo.insertQuestions(tx, courseId, fresh.map(values))
  const questionIdOf = new Map<Prepared, number>()
  for (const p of fresh) questionIdOf.set(p, newIds.get(p.question.ref) as number)
  const newAlternatives = fresh.flatMap((p) =>
    p.alternatives.map((a, position) => ({
      questionId: questionIdOf.get(p) as number,
      position,
      letter: a.letter,
      textHtml: a.textHtml,
    })),
  )

  // Changed questions keep their alternatives' ids: rows are updated by position, added or removed at the end.
  await questionsRepo.updateQuestions(
    tx,
    changed.map(({ id, p }) => ({ ...values(p), id })),
  )
  const current = await questionsRepo.listAlternatives(
    tx,
    changed.map((c) => c.id),
  )
  const currentByQuestion = new Map<number, Map<number, number>>()
  for (const row of current) {
    const byPosition = currentByQuestion.get(row.questionId) ?? new Map<number, number>()
    byPosition.set(row.position, row.id)
    currentByQuestion.set(row.questionId, byPosition)
  }
  const toUpdate: { id: number; letter: string; textHtml: string }[] = []
  const toDelete: number[] = []
  for (const { id, p } of changed) {
    questionIdOf.set(p, id)
    const byPosition = currentByQuestion.get(id) ?? new Map<number, number>()
    for (const [position, a] of p.alternatives.entries()) {
      const alternativeId = byPosition.get(position)
      if (alternativeId === undefined) {
        newAlternatives.push({ questionId: id, position, letter: a.letter, textHtml: a.textHtml })
      } else {
        toUpdate.push({ id: alternativeId, letter: a.letter, textHtml: a.textHtml })
        remember({ id: alternativeId, questionId: id, position })
      }
    }
    for (const [position, alternativeId] of byPosition) {
      if (position >= p.alternatives.length) toDelete.push(alternativeId)
    }
  }
  await questionsRepo.updateAlternatives(tx, toUpdate)
  await questionsRepo.deleteAlternatives(tx, toDelete)
  for (const row of await questionsRepo.insertAlternatives(tx, newAlternatives)) remember(row)

  const written = [...fresh, ...changed.map((c) => c.p)]
  const keyOf = (p: Prepared) => {
    const questionId = questionIdOf.get(p) as number
    const position = p.alternatives.findIndex((a) => a.letter === p.question.correta)
    return { questionId, alternativeId: alternativeIds.get(questionId)?.get(position) as number }
  }
  // A new question gets its first key; a changed one's key changes through its owner, the questions module, which
  // rescores the answers of each whose key moved (decision 0021): a few questions per turn of the event loop, as
  // each moved key rescores its answers in several statements.
  await questionsRepo.setCorrectAlternatives(tx, fresh.map(keyOf))
  const newKeys = changed
    .map((c) => keyOf(c.p))
    .sort((a, b) => a.questionId - b.questionId)
    .map(({ questionId, alternativeId }) => ({ questionId, change: { correctAlternativeId: alternativeId } }))
  for await (const batch of repo.batches(newKeys, 20)) await changeAnswerKeys(tx, BY_IMPORT, batch)

  const tagIds = await repo.ensureTags(tx, unique(written.flatMap((p) => p.tags)))
  await questionsRepo.replaceQuestionTags(
    tx,
    changed.map((c) => c.id),
    written.flatMap((p) =>
      p.tags.map((tag) => ({
        questionId: questionIdOf.get(p) as number,
        tagId: tagIds.get(tag) as number,
      })),
    ),
  )
  return { created: fresh.length, updated: changed.length }
}

/**
 * Finds or creates the file's exams with the source it gives them (banca, órgão, cargo, nível; the year is in the
 * key). An existing exam the file gives another value takes it, and its questions follow (decision 0058).
 */
async function writeExams(
  tx: Transaction,
  courseId: number,
  prepared: Prepared[],
): Promise<Map<string, { id: number; source: SourceValues }>> {
  const given = new Map<string, { name: string; year: number | null; source: ImportedSource }>()
  for (const p of prepared) {
    const exam = p.question.concurso
    if (!exam) continue
    const key = repo.examKey(exam.nome, exam.ano ?? null)
    const before = given.get(key)?.source ?? {}
    given.set(key, { name: exam.nome, year: exam.ano ?? null, source: mergeExamSource(before, exam) })
  }
  const found = await repo.ensureExams(
    tx,
    courseId,
    [...given.values()].map((g) => ({
      name: g.name,
      year: g.year,
      source: {
        banca: g.source.banca ?? null,
        orgao: g.source.orgao ?? null,
        cargo: g.source.cargo ?? null,
        level: g.source.nivel ?? null,
      },
    })),
  )
  const out = new Map<string, { id: number; source: SourceValues }>()
  for (const [key, g] of given) {
    const exam = found.get(key) as repo.FoundExam
    const after: SourceValues = {
      banca: g.source.banca ?? exam.source.banca,
      orgao: g.source.orgao ?? exam.source.orgao,
      cargo: g.source.cargo ?? exam.source.cargo,
      level: g.source.nivel ?? exam.source.level,
      year: exam.source.year,
    }
    if (!exam.created) await changeExamSource(tx, exam.id, exam.source, after)
    out.set(key, { id: exam.id, source: after })
  }
  return out
}
