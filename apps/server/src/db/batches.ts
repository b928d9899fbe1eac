import { setImmediate as nextTurn } from 'node:timers/promises'

// The content owners' bulk writes (decision 0076) cut their rows into statements here, as the import did.

/** Rows per multi-row statement unless told: far below PostgreSQL's 65,535 parameters. */
const BATCH = 100
/** Text per multi-row statement (characters of the rows' HTML). */
const BATCH_TEXT = 128 * 1024

/**
 * The rows in statements of at most `size` rows and BATCH_TEXT characters of `text`, each after a turn of the
 * event loop. Drizzle takes about 0.3 ms a row to build a multi-row insert, and PGlite runs statements in this
 * thread and resolves a transaction's queries without a turn of the loop: in big statements, or without the turns,
 * writing 10,000 questions would hold every other request of the server until the transaction ends.
 */
export async function* batches<T>(
  rows: T[],
  size = BATCH,
  text: (row: T) => number = () => 0,
): AsyncGenerator<T[]> {
  let start = 0
  while (start < rows.length) {
    let end = start + 1
    let characters = text(rows[start] as T)
    while (end < rows.length && end - start < size) {
      characters += text(rows[end] as T)
      if (characters > BATCH_TEXT) break
      end++
    }
    await nextTurn()
    yield rows.slice(start, end)
    start = end
  }
}
