import { MOCK_KEY_MODE, type MockKeyMode } from '@gabarito/core'

/**
 * The owner of the modo-prova seal (decisions 0056 and 0073): while a mock whose key shows at its close is open and
 * not yet released, its questions answer nowhere else, its key and discussion stay hidden, and its answers stay out
 * of the reports, the aggregates and the calibration. Every module asks it (the SQL fragments of seal.sql.ts, inline
 * in their statements, and the checks here); it alone reads and writes the release's mark. It sits at the bottom of
 * the server's layers: db/ and lib/ only.
 */

export { sealConflicts, sealedAmong, unreleasedMocksClosedBy } from './seal.repo.ts'

/**
 * Modo prova while the mock is open (decision 0056): nothing the student can reach tells a hit, so no key,
 * explanation, hits, place or ranking goes out.
 */
export const keySealed = (mock: { keyMode: MockKeyMode; closesAt: Date }, now: Date) =>
  mock.keyMode === MOCK_KEY_MODE.atClose && now < mock.closesAt
