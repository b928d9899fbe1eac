/** Business constants of SPEC section 9 that both sides apply: the web offers them, the server enforces them. */

/** "All rows": the last page size, which the server reads as no limit. */
export const ALL_ROWS = -1

/** The table page sizes, offered by the web's tables and the only ones the server accepts. */
export const TABLE_PAGE_SIZES: readonly number[] = [12, 15, 20, 40, 50, 70, 100, 150, ALL_ROWS]

/** A comment holds at most this many characters. */
export const COMMENT_MAX_LENGTH = 1500

/** Summaries a student may keep (deactivated ones count, deleted ones do not). */
export const SUMMARY_LIMIT = 10
