// The shared state of one bench:scale measuring run (scale-measure.ts), handed to each part of it.
import type pg from 'pg'
import type { Database } from '../../apps/server/src/db/client.ts'
import type { Check, Row } from './scale-report.ts'
import type { ScaleSizes } from './scale-sizes.ts'

export type Request = { url: string; headers: Record<string, string>; body?: string }

export interface ScaleRun {
  S: ScaleSizes
  db: pg.Client
  /** A pool of one for the fold lag's sampling. */
  lagDb: Database
  rows: Row[]
  checks: Check[]
  appPort: number
  /** Students 1..n have tokens. */
  students: number
  /** The latest closed weekly mock of the data set, and the open one the answer runs take. */
  latestMock: number
  openMock: number
  questions: number
  readFloor: Row
  insertFloor: Row
  auth(student: number): Record<string, string>
  /** A GET of the product's server as `student` (a random one by default). */
  get(pathAndQuery: string, student?: number): Request
  /** Measures a read at the read connections beside the read floor, into `rows`. */
  read(label: string, request: () => Request, target?: Row['target']): Promise<void>
}

export const pick = (n: number) => Math.floor(Math.random() * n)
