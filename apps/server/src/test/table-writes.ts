import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { getTableName, type Table } from 'drizzle-orm'
import * as schema from '../db/schema/index.ts'

// What the owner tests scan for (the aggregates', decision 0043; the content's, decision 0076): the writes of a
// set of tables in a source file's text, as SQL by name or as drizzle calls on the schema's objects.

/** The repository's root, and the source files under one of its folders (repository-relative, with '/'). */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..')

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repositoryRoot, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`
    if (name === 'node_modules' || name === 'dist') return []
    if (statSync(path.join(repositoryRoot, relative)).isDirectory()) return sourceFiles(relative)
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [relative] : []
  })
}

/** One write found: the table's SQL name and the text that writes it. */
export interface TableWrite {
  table: string
  text: string
}

/** A finder of the writes of `tables` (schema objects): SQL by name, drizzle by schema object (also under an alias). */
export function tableWriteFinder(tables: Table[]): (text: string) => TableWrite[] {
  const names = tables.map((table) => getTableName(table))
  /** The schema's exports that are these tables: what a drizzle `.insert(x)` or `${x}` in SQL names. */
  const identifiers = new Map(
    Object.entries(schema)
      .filter(([, value]) => tables.includes(value as Table))
      .map(([name, value]) => [name, getTableName(value as Table)]),
  )
  if (identifiers.size !== tables.length)
    throw new Error('A table to scan for is not exported by the schema.')
  return (text) => {
    const aliases = new Map(
      [...text.matchAll(/\b(\w+)\s+as\s+(\w+)/g)]
        .filter(([, name]) => identifiers.has(name as string))
        .map(([, name, alias]) => [alias as string, identifiers.get(name as string) as string]),
    )
    const objects = new Map([...identifiers, ...aliases])
    const objectNames = [...objects.keys()].join('|')
    const tableOfObject = (o: string) =>
      objects.get(o) ?? ([...objects].find(([k]) => k.toLowerCase() === o.toLowerCase())?.[1] as string)
    const verb = String.raw`\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?`
    const patterns: [RegExp, (name: string) => string][] = [
      [new RegExp(`${verb}"?(${names.join('|')})\\b`, 'gi'), (name) => name.toLowerCase()],
      [
        new RegExp(`\\btruncate\\s+(?:table\\s+)?[\\w\\s,"]*?\\b(${names.join('|')})\\b`, 'gi'),
        (name) => name.toLowerCase(),
      ],
      [new RegExp(`\\.(?:insert|update|delete)\\(\\s*(${objectNames})\\b`, 'g'), tableOfObject],
      [new RegExp(`${verb}\\$\\{\\s*(${objectNames})\\s*\\}`, 'gi'), tableOfObject],
    ]
    return patterns.flatMap(([pattern, tableOf]) =>
      [...text.matchAll(pattern)].map((m) => ({
        table: tableOf(m[1] as string),
        text: m[0].replace(/\s+/g, ' '),
      })),
    )
  }
}
