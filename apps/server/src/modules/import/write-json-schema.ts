/** Writes docs/import-format.schema.json from the zod schema: `npx tsx apps/server/src/modules/import/write-json-schema.ts`. */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../../config.ts'
import { importFormatJsonSchema } from './import.schemas.ts'

export const JSON_SCHEMA_FILE = path.join(ROOT_DIR, 'docs', 'import-format.schema.json')

export const jsonSchemaText = () => `${JSON.stringify(importFormatJsonSchema(), null, 2)}\n`

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  writeFileSync(JSON_SCHEMA_FILE, jsonSchemaText())
  console.log(`escrito: ${JSON_SCHEMA_FILE}`)
}
