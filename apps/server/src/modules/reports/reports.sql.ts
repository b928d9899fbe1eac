import { COURSE_STATS_SHARDS } from '../../db/schema/index.ts'
/**
 * The CTEs (comma-separated, to be placed in the answer statement's `with`) that add the answers recorded now to
 * the reports' aggregates (decisions 0015 and 0033): each student's day, subject and hour, topic and concepts (the
 * question's tags) and everyone's month and subject in the student's shard. `answers` is a relation with one row
 * per recorded answer (at most one per student): user_id, course_id, question_id, subject_id, topic_id, correct,
 * day and hour. Rows are written in key order, so statements recording answers side by side never deadlock; the
 * shared monthly rows are summed first, as two answers of a statement may fall on the same one.
 */
export function reportAggregatesSql(answers: string): string {
  return `report_day as (
    insert into student_day_stats (user_id, course_id, day, answers, hits)
    select a.user_id, a.course_id, a.day, 1, a.correct::int from ${answers} a order by a.user_id
    on conflict (user_id, course_id, day)
    do update set answers = student_day_stats.answers + 1, hits = student_day_stats.hits + excluded.hits
  ),
  report_subject_hour as (
    insert into student_subject_hour_stats (user_id, course_id, subject_id, hour, answers, hits)
    select a.user_id, a.course_id, a.subject_id, a.hour, 1, a.correct::int from ${answers} a order by a.user_id
    on conflict (user_id, course_id, subject_id, hour)
    do update set answers = student_subject_hour_stats.answers + 1,
      hits = student_subject_hour_stats.hits + excluded.hits
  ),
  report_topic as (
    insert into topic_stats (user_id, course_id, topic_id, answers, hits)
    select a.user_id, a.course_id, a.topic_id, 1, a.correct::int from ${answers} a
    where a.topic_id is not null order by a.user_id
    on conflict (user_id, course_id, topic_id)
    do update set answers = topic_stats.answers + 1, hits = topic_stats.hits + excluded.hits
  ),
  report_concepts as (
    insert into concept_stats (user_id, course_id, tag_id, answers, hits)
    select a.user_id, a.course_id, qt.tag_id, 1, a.correct::int
    from ${answers} a join question_tags qt on qt.question_id = a.question_id
    order by a.user_id, qt.tag_id
    on conflict (user_id, course_id, tag_id)
    do update set answers = concept_stats.answers + 1, hits = concept_stats.hits + excluded.hits
  ),
  report_course as (
    insert into course_stats (course_id, month, subject_id, shard, answers, hits)
    select a.course_id, date_trunc('month', a.day)::date, a.subject_id, a.user_id % ${COURSE_STATS_SHARDS}, count(*),
           count(*) filter (where a.correct)
    from ${answers} a
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (course_id, month, subject_id, shard)
    do update set answers = course_stats.answers + excluded.answers, hits = course_stats.hits + excluded.hits
  )`
}

/**
 * The statements that add the answers matching `where` (an SQL condition on `answers a`) to the reports'
 * aggregates, as the answer statement would have one by one: for answers stored in bulk (the demo's mock
 * participants, the benchmark's data set). Migration 0011 backfilled the last three with the same SQL.
 */
export function bulkReportAggregatesSql(where: string): string[] {
  const local = `(a.answered_at at time zone 'America/Sao_Paulo')`
  return [
    `insert into student_day_stats (user_id, course_id, day, answers, hits)
     select a.user_id, a.course_id, ${local}::date, count(*), count(*) filter (where a.correct)
     from answers a where ${where}
     group by 1, 2, 3
     on conflict (user_id, course_id, day)
     do update set answers = student_day_stats.answers + excluded.answers, hits = student_day_stats.hits + excluded.hits`,
    `insert into student_subject_hour_stats (user_id, course_id, subject_id, hour, answers, hits)
     select a.user_id, a.course_id, a.subject_id, extract(hour from ${local})::int, count(*),
            count(*) filter (where a.correct)
     from answers a where ${where}
     group by 1, 2, 3, 4
     on conflict (user_id, course_id, subject_id, hour)
     do update set answers = student_subject_hour_stats.answers + excluded.answers,
       hits = student_subject_hour_stats.hits + excluded.hits`,
    `insert into topic_stats (user_id, course_id, topic_id, answers, hits)
     select a.user_id, a.course_id, q.topic_id, count(*), count(*) filter (where a.correct)
     from answers a join questions q on q.id = a.question_id
     where q.topic_id is not null and (${where})
     group by 1, 2, 3
     on conflict (user_id, course_id, topic_id)
     do update set answers = topic_stats.answers + excluded.answers, hits = topic_stats.hits + excluded.hits`,
    `insert into concept_stats (user_id, course_id, tag_id, answers, hits)
     select a.user_id, a.course_id, qt.tag_id, count(*), count(*) filter (where a.correct)
     from answers a join question_tags qt on qt.question_id = a.question_id
     where ${where}
     group by 1, 2, 3
     on conflict (user_id, course_id, tag_id)
     do update set answers = concept_stats.answers + excluded.answers, hits = concept_stats.hits + excluded.hits`,
    `insert into course_stats (course_id, month, subject_id, shard, answers, hits)
     select a.course_id, date_trunc('month', a.answered_at at time zone 'America/Sao_Paulo')::date, a.subject_id,
            a.user_id % ${COURSE_STATS_SHARDS}, count(*), count(*) filter (where a.correct)
     from answers a
     where ${where}
     group by 1, 2, 3, 4
     on conflict (course_id, month, subject_id, shard)
     do update set answers = course_stats.answers + excluded.answers, hits = course_stats.hits + excluded.hits`,
  ]
}
