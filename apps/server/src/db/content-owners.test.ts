import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableName, type Table } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { repositoryRoot as root, sourceFiles, tableWriteFinder } from '../test/table-writes.ts'
import * as schema from './schema/index.ts'

// Every content table has one owning module (decision 0076), which holds its rules and the writes others call (the
// import's bulk writes among them): a second writer would be a second copy of those rules. Like the aggregates'
// owner test (decision 0043), this scans the server's production files for writes; tests, their fixtures and the
// benchmarks set their data up as they need.

/** Each content table and the one module (apps/server/src/modules/<owner>/) that writes it. */
export const CONTENT_OWNERS: [Table, string][] = [
  [schema.courses, 'courses'],
  [schema.subjects, 'courses'],
  [schema.topics, 'courses'],
  [schema.news, 'courses'],
  [schema.studyTexts, 'material'],
  [schema.settings, 'site'],
  [schema.exams, 'questions'],
  [schema.questions, 'questions'],
  [schema.alternatives, 'questions'],
  [schema.questionTags, 'questions'],
  [schema.tags, 'concepts'],
  [schema.mocks, 'mocks'],
  [schema.mockQuestions, 'mocks'],
]

/** Production files that write a content table they do not own, each with the tables and why. */
const ALLOWED: Record<string, { tables: string[]; why: string }> = {
  'apps/server/src/modules/seal/seal.sql.ts': {
    tables: ['mocks'],
    why: "the modo-prova release's mark, mocks.released_at: the seal owns it (decision 0073)",
  },
  'apps/server/src/db/seed/demo-content.ts': {
    tables: ['subjects', 'topics', 'news', 'study_texts', 'tags'],
    why:
      "the first start's demo content, written once into an empty database with its course and the demo's own " +
      'descriptions, acronyms and concept texts; its questions go through the import',
  },
}

/** The one file that writes questions.correct_alternative_id (decision 0021): answer-key.repo.ts's writeKeys. */
const KEY_WRITER = 'apps/server/src/modules/questions/answer-key.repo.ts'

const ownerOf = new Map(CONTENT_OWNERS.map(([table, owner]) => [getTableName(table), owner]))
const findWrites = tableWriteFinder(CONTENT_OWNERS.map(([table]) => table))

/** The writes of the answer key in a file's text: an SQL `update … set … correct_alternative_id =` or drizzle. */
export function keyWrites(text: string): string[] {
  const patterns = [
    /\bupdate\s+(?:"?questions"?|\$\{\s*questions\s*\})[^`;]*?\bset\b[^`;]*?\bcorrect_alternative_id\s*=/gi,
    /\binsert\s+into\s+(?:"?questions"?|\$\{\s*questions\s*\})\s*\([^)]*\bcorrect_alternative_id\b/gi,
    /\.(?:set|values)\(\s*\{[^}]*\bcorrectAlternativeId\b/g,
  ]
  return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[0].replace(/\s+/g, ' ')))
}

const moduleOf = (file: string) => file.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1]
const isProduction = (file: string) =>
  !/\.test(-helpers)?\.ts$/.test(file) &&
  !file.startsWith('apps/server/src/test/') &&
  !file.startsWith('apps/server/src/db/schema/')
const productionFiles = () => sourceFiles('apps/server/src').filter(isProduction)
const text = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('each content table has one owner', () => {
  it('finds the writes it looks for', () => {
    expect(findWrites('insert into question_tags (question_id) values (1)')).toEqual([
      { table: 'question_tags', text: 'insert into question_tags' },
    ])
    expect(findWrites("import { topics as t } from 'x'\ntx.update(t)")[0]?.table).toBe('topics')
    expect(findWrites(`sql\`update $\{questions} set status = 'x'\``)[0]?.table).toBe('questions')
    expect(findWrites('select 1 from exams for update')).toEqual([])
    expect(keyWrites(`update $\{questions} set correct_alternative_id = v.alternative_id`)).toHaveLength(1)
    expect(keyWrites('UPDATE questions SET status = 1, correct_alternative_id = 2')).toHaveLength(1)
    expect(keyWrites('db.update(questions).set({ status, correctAlternativeId: 3 })')).toHaveLength(1)
    expect(keyWrites('insert into questions (id, correct_alternative_id) values (1, 2)')).toHaveLength(1)
    expect(keyWrites('select 1 from questions q where q.correct_alternative_id = a.id')).toEqual([])
  })

  it('is the owner alone that writes each content table', () => {
    const offenders = productionFiles().flatMap((file) =>
      findWrites(text(file))
        .filter((w) => moduleOf(file) !== ownerOf.get(w.table))
        .filter((w) => !ALLOWED[file]?.tables.includes(w.table))
        .map((w) => `${file}: ${w.text} (owner: modules/${ownerOf.get(w.table)})`),
    )
    expect(offenders).toEqual([])
  })

  it('writes the answer key in one place', () => {
    const writers = productionFiles().filter((file) => keyWrites(text(file)).length > 0)
    expect(writers).toEqual([KEY_WRITER])
  })
})
