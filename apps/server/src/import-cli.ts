import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatCount } from '@gabarito/core'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { commandRefusal, DataDirLockedError } from './db/data-dir-lock.ts'
import { migrateDatabase } from './db/migrate.ts'
import { localCacheEvents, redisCacheEvents } from './lib/cache-events.ts'
import { processLog } from './lib/logger.ts'
import { ImportFileError, readImportFile } from './modules/import/import.file.ts'
import { ImportError, importQuestions } from './modules/import/import.service.ts'

const USAGE = 'uso: npm run import:questions -- <arquivo.json> [--imagens <pasta>]'
const IMPORT_INSTEAD =
  'importe em Administração › Importar questões (o JSON, ou um ZIP com ele e as imagens), ou pare o servidor ' +
  'e rode o comando de novo.'

/** The file and the images folder, or null when the arguments are not one file and that option. */
function commandLine(argv: string[]): { file: string; images: string | undefined } | null {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { imagens: { type: 'string' } },
      allowPositionals: true,
    })
    return positionals.length === 1 ? { file: positionals[0] as string, images: values.imagens } : null
  } catch {
    return null // an unknown option or --imagens without a folder
  }
}

/**
 * `npm run import:questions -- <arquivo.json> [--imagens <pasta>]`: imports a question file
 * (docs/import-format.md) into the database the server uses (DATA_DIR or DATABASE_URL), creating and
 * migrating it when new; refused while the server holds DATA_DIR's embedded database. Images must be inside
 * the file's folder, or inside the folder `--imagens` names.
 * Prints `importadas: N novas, M atualizadas` ("1 nova" for one); on any problem prints them all to stderr and exits 1.
 */
async function main(): Promise<number> {
  const args = commandLine(process.argv.slice(2))
  if (!args) {
    console.error(USAGE)
    return 1
  }
  // npm runs the script from the package folder: relative paths are taken from where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd()
  const file = path.resolve(cwd, args.file)
  const imageRoot = args.images === undefined ? undefined : path.resolve(cwd, args.images)
  let input: unknown
  try {
    input = await readImportFile(file)
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error
    console.error(error.message)
    return 1
  }

  const config = loadConfig()
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
    holder: 'import:questions',
  })
  // Servers sharing Redis learn at once of a course the import creates.
  const cacheEvents = config.REDIS_URL ? redisCacheEvents(config.REDIS_URL, processLog) : localCacheEvents()
  try {
    await migrateDatabase(handle)
    const deps = { db: handle.db, config, cacheEvents }
    const result = await importQuestions(deps, input, path.dirname(file), { imageRoot })
    console.log(
      `importadas: ${formatCount(result.created, 'nova', 'novas')}, ${formatCount(result.updated, 'atualizada', 'atualizadas')}`,
    )
    return 0
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await Promise.all([handle.close(), cacheEvents.close()])
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    if (error instanceof ConfigError) console.error(error.message)
    // On PGlite the server holds the data directory while it runs (decision 0039); on PostgreSQL the import
    // runs beside it.
    else if (error instanceof DataDirLockedError) console.error(commandRefusal(error, IMPORT_INSTEAD))
    else console.error(error)
    process.exitCode = 1
  },
)
