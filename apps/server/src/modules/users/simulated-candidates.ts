import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * The demo's simulated past candidates (issue 47, decision 0070): accounts whose first answers give the demo course
 * a calibrated history. Marked by their address on a reserved domain (`.invalid`, RFC 2606, as an erased account's
 * address is): nobody can receive mail there or sign up with it, and no login works (blocked, no password).
 */
export const SIMULATED_CANDIDATE_DOMAIN = 'candidato-simulado.invalid'

/** The simulated candidate number `n`'s address. */
export const simulatedCandidateEmail = (n: number) => `candidato${n}@${SIMULATED_CANDIDATE_DOMAIN}`

/** True for a real person's row: what lists and counts of students keep (`email` a users row's address). */
export const notSimulatedCandidate = (email: AnyColumn | SQL): SQL =>
  sql`${email} not like ${`%@${SIMULATED_CANDIDATE_DOMAIN}`}`
