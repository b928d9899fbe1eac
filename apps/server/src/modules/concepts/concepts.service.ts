// What other modules ask of the concepts' owner (decision 0076); the staff's screens are concepts.staff.service.ts.

/** Tag ids by description, the missing concepts created: how questions get their tags, one at a time or in bulk. */
export { ensureConcepts } from './concepts.repo.ts'
