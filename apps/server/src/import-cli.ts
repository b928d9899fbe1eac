import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import { ImportError, importQuestions } from './modules/import/import.service.ts'

/**
 * `npm run import:questions -- <arquivo.json>`: imports a question file (docs/import-format.md) into the
 * database the server uses (DATA_DIR or DATABASE_URL), creating and migrating it when new.
 * Prints `importadas: N novas, M atualizadas`; on any problem prints them all to stderr and exits 1.
 */
async function main(): Promise<number> {
  const [arg, ...rest] = process.argv.slice(2)
  if (!arg || rest.length > 0) {
    console.error('uso: npm run import:questions -- <arquivo.json>')
    return 1
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
  let input: unknown
  try {
    input = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') console.error(`Arquivo não encontrado: ${file}`)
    else if (error instanceof SyntaxError)
      console.error(`O arquivo não é um JSON válido (${file}): ${error.message}`)
    else console.error(`Não foi possível ler ${file}: ${(error as Error).message}`)
    return 1
  }

  const config = loadConfig()
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 })
  try {
    await migrateDatabase(handle)
    const result = await importQuestions({ db: handle.db, config }, input, path.dirname(file))
    console.log(`importadas: ${result.created} novas, ${result.updated} atualizadas`)
    return 0
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await handle.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    if (error instanceof ConfigError) console.error(error.message)
    else console.error(error)
    process.exitCode = 1
  },
)
