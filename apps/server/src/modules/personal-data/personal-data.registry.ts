import type { PersonalData } from '../../lib/personal-data.ts'
import { abilityPersonalData } from '../ability/ability.personal-data.ts'
import { accessPersonalData } from '../access/access.personal-data.ts'
import { aggregatesPersonalData } from '../aggregates/aggregates.personal-data.ts'
import { answersPersonalData } from '../answers/answers.personal-data.ts'
import { auditPersonalData } from '../audit/audit.personal-data.ts'
import { commentsPersonalData } from '../comments/comments.personal-data.ts'
import { discussionPersonalData } from '../discussion/discussion.personal-data.ts'
import { itemStatsPersonalData } from '../item-stats/item-stats.personal-data.ts'
import { mocksPersonalData } from '../mocks/mocks.personal-data.ts'
import { notebooksPersonalData } from '../notebooks/notebooks.personal-data.ts'
import { paymentsPersonalData } from '../payments/payments.personal-data.ts'
import { questionsPersonalData } from '../questions/questions.personal-data.ts'
import { reviewPersonalData } from '../review/review.personal-data.ts'
import { summariesPersonalData } from '../summaries/summaries.personal-data.ts'
import { usersPersonalData } from '../users/users.personal-data.ts'

/**
 * Every module's declaration of the rows that name a person (decision 0062), in the export's order: the account
 * first, the answers (the longest list) last. A module that adds such a table declares it in its own file and is
 * listed here; personal-data.test.ts fails on a column of the database that names a user and is declared nowhere.
 */
export const PERSONAL_DATA: PersonalData[] = [
  usersPersonalData,
  accessPersonalData,
  paymentsPersonalData,
  commentsPersonalData,
  summariesPersonalData,
  aggregatesPersonalData,
  discussionPersonalData,
  reviewPersonalData,
  notebooksPersonalData,
  questionsPersonalData,
  mocksPersonalData,
  abilityPersonalData,
  itemStatsPersonalData,
  auditPersonalData,
  answersPersonalData,
]
