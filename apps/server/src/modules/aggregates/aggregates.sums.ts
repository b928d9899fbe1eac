import { type AnyColumn, type SQL, sql, type Table } from 'drizzle-orm'
import {
  alternativeCounts,
  courseStats,
  questionCounts,
  studentDayStats,
  studentHourStats,
  studentSubjectStats,
  topicStats,
} from '../../db/schema/index.ts'
import type { AnswerTerms, Via } from './aggregates.terms.ts'

/** One column of an aggregate's key and how an answer computes it. */
export interface KeyPart {
  column: AnyColumn
  from: (t: AnswerTerms) => SQL
}

/**
 * A table that sums answers (decision 0043): its key, in the primary key's order (rows are written in that order,
 * so statements writing side by side never deadlock), and what one answer adds to the key's row: 1 ('answer') or
 * 1 when right ('hit'). The bulk (what the fold runs), key-change and recount SQL are generated from it
 * (aggregates.generate.ts).
 */
export interface SumAggregate {
  table: Table
  /** Who reads it (documentation). */
  readBy: string
  key: KeyPart[]
  adds: [AnyColumn, 'answer' | 'hit'][]
  via?: Via
  /** Which answers count. */
  when?: (t: AnswerTerms) => SQL
}

const answersAndHits = (table: { answers: AnyColumn; hits: AnyColumn }): SumAggregate['adds'] => [
  [table.answers, 'answer'],
  [table.hits, 'hit'],
]

/** How often each alternative was chosen: one row each, as the fold is its one writer (decision 0048). */
export const ALTERNATIVE_COUNTS: SumAggregate = {
  table: alternativeCounts,
  readBy:
    "the share who chose each alternative, shown right after an answer; a question's hit rate (practice, staff)",
  key: [{ column: alternativeCounts.alternativeId, from: (t) => t.alternative }],
  adds: [[alternativeCounts.chosen, 'answer']],
}

/** Each question's answers and hits: the difficulty the practice filter selects by (issue 31). */
export const QUESTION_COUNTS: SumAggregate = {
  table: questionCounts,
  readBy: "the practice filter's difficulty (issue 31)",
  key: [{ column: questionCounts.questionId, from: (t) => t.question }],
  adds: answersAndHits(questionCounts),
}

export const STUDENT_DAY_STATS: SumAggregate = {
  table: studentDayStats,
  readBy: 'the reports of months and weekdays (decision 0033)',
  key: [
    { column: studentDayStats.userId, from: (t) => t.user },
    { column: studentDayStats.courseId, from: (t) => t.course },
    { column: studentDayStats.day, from: (t) => t.day },
  ],
  adds: answersAndHits(studentDayStats),
}

export const STUDENT_SUBJECT_STATS: SumAggregate = {
  table: studentSubjectStats,
  readBy: 'the subjects report (decision 0049)',
  key: [
    { column: studentSubjectStats.userId, from: (t) => t.user },
    { column: studentSubjectStats.courseId, from: (t) => t.course },
    { column: studentSubjectStats.subjectId, from: (t) => t.subject },
  ],
  adds: answersAndHits(studentSubjectStats),
}

export const STUDENT_HOUR_STATS: SumAggregate = {
  table: studentHourStats,
  readBy: 'the hours report (decision 0049)',
  key: [
    { column: studentHourStats.userId, from: (t) => t.user },
    { column: studentHourStats.courseId, from: (t) => t.course },
    { column: studentHourStats.hour, from: (t) => t.hour },
  ],
  adds: answersAndHits(studentHourStats),
}

export const TOPIC_STATS: SumAggregate = {
  table: topicStats,
  readBy: 'the topics report ("onde você mais perde pontos")',
  key: [
    { column: topicStats.userId, from: (t) => t.user },
    { column: topicStats.topicId, from: (t) => t.topic },
  ],
  adds: answersAndHits(topicStats),
  via: 'question',
  when: (t) => sql`${t.topic} is not null`,
}

export const COURSE_STATS: SumAggregate = {
  table: courseStats,
  readBy: "the reports' comparison with everyone in the course, by month and subject",
  key: [
    { column: courseStats.courseId, from: (t) => t.course },
    { column: courseStats.month, from: (t) => t.month },
    { column: courseStats.subjectId, from: (t) => t.subject },
  ],
  adds: answersAndHits(courseStats),
}
