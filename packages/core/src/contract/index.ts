/**
 * The JSON both sides read (issue 9): the server's route schemas, the web's types (`import type` only, so the
 * schemas stay out of the web bundle) and the browser tests' checks. Written with `zod/mini`, which the server's
 * type provider takes as it takes classic zod; field names are the API's (Portuguese), in the order it sends them.
 */
export * from './account-requests.ts'
export * from './accounts.ts'
export * from './admin-content.ts'
export * from './admin-courses.ts'
export * from './admin-mocks.ts'
export * from './admin-payments.ts'
export * from './admin-questions.ts'
export * from './admin-rescore.ts'
export * from './admin-review.ts'
export * from './admin-selection.ts'
export * from './admin-users.ts'
export * from './audit.ts'
export * from './comment-requests.ts'
export * from './comments.ts'
export * from './courses.ts'
export * from './fields.ts'
export * from './material.ts'
export * from './mock.ts'
export * from './payments.ts'
export * from './practice.ts'
export * from './practice-requests.ts'
export * from './reports.ts'
export * from './summaries.ts'
export * from './summary-requests.ts'
