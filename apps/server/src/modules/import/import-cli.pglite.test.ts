import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runImportCli, sampleDocument, writeSampleImages } from './import.test-helpers.ts'

// The command on the embedded database (DATA_DIR): PGlite's own, so only the api-pglite project runs it (a
// PostgreSQL run would repeat it unchanged); commands-beside-server.postgres.test.ts runs it beside a server on
// PostgreSQL.
const dir = mkdtempSync(path.join(tmpdir(), 'gabarito-import-cli-'))
writeSampleImages(dir)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run import:questions', () => {
  it('runs from the command line and prints one line', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gabarito-import-cli-'))
    const file = path.join(dir, 'cli.json')
    writeFileSync(file, JSON.stringify(sampleDocument('Linha de comando')))
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
    try {
      const ok = await runImportCli([file], env)
      expect(ok).toMatchObject({ code: 0, stdout: 'importadas: 3 novas, 0 atualizadas\n' })
      expect(existsSync(path.join(dataDir, 'media'))).toBe(true)

      const badFile = path.join(dir, 'cli-bad.json')
      writeFileSync(
        badFile,
        JSON.stringify({ modulo: { nome: 'Linha de comando' }, questoes: [{ ref: 'x' }] }),
      )
      const bad = await runImportCli([badFile], env)
      expect(bad.code).toBe(1)
      expect(bad.stdout).toBe('')
      expect(bad.stderr).toContain('questão 0 (ref "x"): disciplina: é obrigatório')

      // Images outside the file's folder only with --imagens naming a folder that holds them.
      mkdirSync(path.join(dir, 'sub'), { recursive: true })
      const subFile = path.join(dir, 'sub', 'cli-imagens.json')
      const outside = {
        ref: 'fora',
        disciplina: 'Matemática',
        formato: 'html',
        texto: '<img src="../img/figura.png">',
        alternativas: [
          { letra: 'A', texto: null, imagem: '../img/alt a.gif' },
          { letra: 'B', texto: 'b' },
        ],
        correta: 'B',
      }
      writeFileSync(subFile, JSON.stringify({ modulo: { nome: 'Linha de comando' }, questoes: [outside] }))
      const refused = await runImportCli([subFile], env)
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(
        'questão 0 (ref "fora"): texto: a imagem fica fora da pasta do arquivo JSON: ../img/figura.png',
      )
      expect(await runImportCli([subFile, '--imagens', dir], env)).toMatchObject({
        code: 0,
        stdout: 'importadas: 1 nova, 0 atualizadas\n',
      })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
