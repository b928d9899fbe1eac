import type { Transaction } from '../../db/client.ts'
import {
  type CourseWriteDeps,
  createCourse,
  ensureSubjects,
  ensureTopics,
  forgetCachedCourses,
  type NewCourse,
  topicKey,
} from '../courses/courses.service.ts'
import { changeExamSource } from '../questions/exams.staff.service.ts'
import {
  type BulkQuestion,
  ensureExams,
  examKey,
  type FoundExam,
  findQuestionsByRef,
  type QuestionValues,
  writeQuestionsInBulk,
} from '../questions/questions.bulk.service.ts'
import { inheritSource, type SourceValues } from '../questions/questions.staff.source.ts'
import { forgetConceptCounts } from '../reports/reports.service.ts'
import * as repo from './import.repo.ts'
import type { ImportQuestion } from './import.schemas.ts'
import { type ImportedSource, mergeExamSource } from './import.source.ts'

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
 * Writes checked questions in one transaction (two imports never at once), each table through its owner's bulk
 * write (decision 0076): finds or creates the course, subjects, topics, exams and tags; inserts new questions,
 * updates changed ones in place (alternatives by position, so answers stay attached) and leaves unchanged ones alone.
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
  // Each table is written by its owner (decision 0076): subjects and topics by courses, exams and questions by
  // questions, tags by concepts (through questions).
  const subjectIds = await ensureSubjects(tx, courseId, unique(prepared.map((p) => p.question.disciplina)))
  const subjectOf = (p: Prepared) => subjectIds.get(p.question.disciplina) as number
  const topicIds = await ensureTopics(
    tx,
    prepared.flatMap((p) =>
      p.question.assunto ? [{ subjectId: subjectOf(p), name: p.question.assunto }] : [],
    ),
  )
  const examOf = await writeExams(tx, courseId, prepared)
  const values = (p: Prepared): QuestionValues => {
    const q = p.question
    const subjectId = subjectOf(p)
    const exam = q.concurso ? examOf.get(examKey(q.concurso.nome, q.concurso.ano ?? null)) : undefined
    const own = {
      banca: q.banca ?? null,
      orgao: q.orgao ?? null,
      cargo: q.cargo ?? null,
      level: q.nivel ?? null,
      year: q.ano ?? null,
    }
    return {
      subjectId,
      topicId: q.assunto ? (topicIds.get(topicKey(subjectId, q.assunto)) ?? null) : null,
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
  const bulk = (p: Prepared): BulkQuestion => ({
    values: values(p),
    alternatives: p.alternatives,
    correct: p.alternatives.findIndex((a) => a.letter === p.question.correta),
    tags: p.tags,
  })

  const existing = await findQuestionsByRef(tx, courseId)
  const fresh: BulkQuestion[] = []
  const changed: (BulkQuestion & { id: number })[] = []
  for (const p of prepared) {
    const found = existing.get(p.question.ref)
    if (!found) fresh.push(bulk(p))
    else if (found.importHash !== p.hash) changed.push({ ...bulk(p), id: found.id })
  }
  if (fresh.length === 0 && changed.length === 0) return { created: 0, updated: 0 }
  await writeQuestionsInBulk(tx, courseId, fresh, changed)
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
    const key = examKey(exam.nome, exam.ano ?? null)
    const before = given.get(key)?.source ?? {}
    given.set(key, { name: exam.nome, year: exam.ano ?? null, source: mergeExamSource(before, exam) })
  }
  const found = await ensureExams(
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
    const exam = found.get(key) as FoundExam
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
