import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema/index.ts'
import { repositoryRoot as root, sourceFiles, tableWriteFinder } from '../../test/table-writes.ts'
import { OWNED_TABLES } from './aggregates.service.ts'

// No module but modules/aggregates writes a table derived from answers (decision 0043): a second writer would be a
// second copy of an aggregate's rule. Migrations (apps/server/drizzle) and the schema only declare them.

const SCANNED = ['apps/server/src', 'bench/src', 'e2e']
const EXEMPT = ['apps/server/src/modules/aggregates/', 'apps/server/src/db/schema/']
/** Fixtures that forge an aggregate on purpose, with why. */
const ALLOWED: Record<string, string> = {
  'bench/src/mock.ts':
    "a closed mock's 45,000 results without their answers, to time the ranking's reads alone",
  'apps/server/src/modules/questions/next-batch.test-helpers.ts':
    "a heavy student's progress without the answers, to time the next batch alone",
  // Another session's work in progress on the next batch (issue 27): to move to the owner's bulk path once it lands.
  'bench/src/next-batch-data.ts':
    "the next batch benchmark's heavy students' progress, forged without answers",
  'bench/src/next-batch.ts': "the next batch benchmark's heavy students' progress, forged without answers",
  'apps/server/src/modules/review/review.test.ts':
    'clears the review cards, as in a database migrated from before them, for cards:rebuild to make them again',
  'bench/src/review.ts':
    "clears the review student's rows before storing their answers again by the owner's bulk path",
  'apps/server/src/modules/questions/bank.test.ts':
    "sets two questions' counts by hand, for the difficulty filter's rarer labels without hundreds of answers",
  'bench/src/bank-filters.ts':
    "the filter benchmark's difficulty counts, guesses and due cards, forged without answers on the next batch's data set",
  'bench/src/scale-cards.ts':
    "the scale data set's cards of the pairs answered more than once, replayed by core's nextReview in one pass (the owner's rebuildCards reads pair by pair)",
  'e2e/tests/mock-clock.test.ts':
    "moves a participant's first answer back, as the time limit's clock passing",
  'e2e/tests/review-due-day.test.ts':
    "sets a card's due moment to later today, as the answer of a few hours ago would (the e2e server has no clock)",
  'apps/server/src/db/answers-compact-migration.pglite.test.ts':
    'the rows a database held before migrations 0040 and 0041: a queued answer and a counter past a smallint',
}

/** The schema's exports that are owned tables: what a drizzle `.insert(x)` or `${x}` in SQL names. */
const identifiers = Object.entries(schema)
  .filter(([, value]) => OWNED_TABLES.includes(value as never))
  .map(([name]) => name)

const findWrites = tableWriteFinder(OWNED_TABLES)

/** The aggregate writes in one file's text: SQL by name, drizzle by schema object (also under an import alias). */
export function aggregateWrites(text: string): string[] {
  return findWrites(text).map((write) => write.text)
}

describe('the aggregates have one owner', () => {
  it('finds the writes it looks for', () => {
    expect(identifiers).toHaveLength(OWNED_TABLES.length)
    expect(aggregateWrites('insert into topic_stats (user_id) values (1)')).toHaveLength(1)
    expect(aggregateWrites('UPDATE question_progress set state = 1')).toHaveLength(1)
    expect(aggregateWrites('truncate users, course_stats cascade')).toHaveLength(1)
    expect(aggregateWrites('await tx.insert(mockScoreCounts).values(rows)')).toHaveLength(1)
    expect(aggregateWrites("import { practiceDayScores as s } from 'x'\ntx.update(s)")).toHaveLength(1)
    expect(aggregateWrites(`sql\`delete from $\{courseStats} where true\``)).toHaveLength(1)
    expect(aggregateWrites('select hits from mock_results for update')).toEqual([])
  })

  it('is modules/aggregates alone that writes them', () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(dir))
      .filter((file) => !EXEMPT.some((prefix) => file.startsWith(prefix)) && !(file in ALLOWED))
      .flatMap((file) =>
        aggregateWrites(readFileSync(path.join(root, file), 'utf8')).map((w) => `${file}: ${w}`),
      )
    expect(offenders).toEqual([])
  })
})
