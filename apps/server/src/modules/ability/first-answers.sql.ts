import { QUESTION_STATUS } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { answers, questions } from '../../db/schema/index.ts'
import { heldAnswerOf } from '../seal/seal.sql.ts'

/**
 * Each student's first answer to each question of the course (practice, past exam or mock), scored by the key as it
 * is now, annulled questions left out, and the answers a modo-prova mock still holds (decision 0056) until its
 * release: what the item statistics (decision 0024) and the calibration (decision 0059) read, as a temporary table
 * `name` dropped at the transaction's end.
 */
export const firstAnswersTable = (name: string, courseId: number): SQL => sql`
  create temp table ${sql.identifier(name)} on commit drop as
  select distinct on (a.user_id, a.question_id) a.user_id, a.question_id, a.alternative_id,
         coalesce(a.alternative_id = q.correct_alternative_id, false) as hit
  from ${questions} q join ${answers} a on a.question_id = q.id
  where q.course_id = ${courseId} and q.status <> ${QUESTION_STATUS.annulled} and not ${heldAnswerOf('a')}
  order by a.user_id, a.question_id, a.answered_at, a.id`
