import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core'

// Column builders the tables share, so that each kind of column is written one way. Not exported from index.ts:
// they are not tables.

/** The serial primary key of a table whose rows have an id of their own. */
export const serialId = () => serial('id').primaryKey()

/** An instant: every time the schema keeps is a `timestamp with time zone`. */
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true })

/** An instant the database fills with the insert's time when the insert leaves it out. */
export const stampedAt = <N extends string>(name: N) => instant(name).notNull().defaultNow()

/** When the row was inserted. */
export const createdAt = () => stampedAt('created_at')

/** When the row last changed: the insert's time, then set by the code that changes it. */
export const updatedAt = () => stampedAt('updated_at')

/** A required reference to the row this one belongs to: deleted with it. */
export const ownedBy = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' })

/** A required reference to a row that cannot be deleted while this one refers to it. */
export const requiredRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target)
