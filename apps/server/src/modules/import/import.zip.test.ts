import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { zeros, zipOf } from './import.zip.test-helpers.ts'
import { unpackImportZip } from './import.zip.ts'

// The ZIP of a browser import (decision 0020): its limits are checked on what its directory declares, before a
// byte is inflated, and an entry is inflated only as far as it declares.
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gabarito-zip-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const json = { name: 'banco/questoes.json', data: Buffer.from('{"questoes": []}'), deflate: true }
const refusal = (files: Parameters<typeof zipOf>[0]) =>
  unpackImportZip(zipOf(files), dir).then(
    () => 'aceito',
    (error: Error) => error.message,
  )
const TOO_BIG = 'O ZIP é grande demais: no máximo 20.000 arquivos e 300 MB descompactados.'
const NOT_A_ZIP = 'O arquivo não é um ZIP válido.'

describe('unpacking an import ZIP', () => {
  it('unpacks stored and deflated files, skipping folders and __MACOSX, and returns the JSON', async () => {
    const figure = Buffer.from('figura')
    const file = await unpackImportZip(
      zipOf([
        { name: 'banco/' },
        json,
        { name: 'banco/img/figura.png', data: figure },
        { name: '__MACOSX/banco/._questoes.json', data: Buffer.from('x') },
      ]),
      dir,
    )
    expect(file).toBe(path.join(dir, 'banco', 'questoes.json'))
    expect(readFileSync(file, 'utf8')).toBe('{"questoes": []}')
    expect(readFileSync(path.join(dir, 'banco', 'img', 'figura.png'))).toEqual(figure)
    expect(readdirSync(dir)).toEqual(['banco'])
  })

  it('refuses more than 300 MB or 20,000 files as declared, before inflating anything', async () => {
    // Two entries of 200 MB of zeros (200 KB each in the ZIP): refused on the directory, nothing written.
    expect(await refusal([json, { name: 'a.bin', ...zeros(200) }, { name: 'b.bin', ...zeros(200) }])).toBe(
      TOO_BIG,
    )
    const many = Array.from({ length: 20_000 }, (_, i) => ({ name: `img/${i}.png`, data: Buffer.from('x') }))
    expect(await refusal([json, ...many])).toBe(TOO_BIG)
    expect(readdirSync(dir)).toEqual([])
  })

  it('stops inflating an entry that gives more than it declares, and checks the size and CRC', async () => {
    // 50 MB of zeros declared as 1 MB: refused once the second megabyte comes, not inflated to the end.
    const lying = { name: 'banco/lixo.bin', ...zeros(50), size: 1024 * 1024 }
    expect(await refusal([json, lying])).toBe(NOT_A_ZIP)
    expect(statSync(path.join(dir, 'banco', 'lixo.bin')).size).toBeLessThanOrEqual(1024 * 1024)
    const short = { name: 'banco/curto.bin', ...zeros(2), size: 3 * 1024 * 1024 }
    expect(await refusal([json, short])).toBe(NOT_A_ZIP)
    const wrongCrc = { name: 'banco/x.png', data: Buffer.from('figura'), crc: 1 }
    expect(await refusal([json, wrongCrc])).toBe(NOT_A_ZIP)
    expect(await refusal([json, { name: 'x.bin', deflated: Buffer.from('não é deflate'), size: 10 }])).toBe(
      NOT_A_ZIP,
    )
    // A file and a folder of the same name cannot both be unpacked.
    const x = Buffer.from('x')
    expect(await refusal([json, { name: 'img', data: x }, { name: 'img/a.png', data: x }])).toBe(NOT_A_ZIP)
  })

  it('refuses a JSON over 50 MB as declared, like the command line', async () => {
    const big = { name: 'banco/questoes.json', ...zeros(1), size: 50 * 1024 * 1024 + 1 }
    expect(await refusal([big])).toBe(
      'O arquivo banco/questoes.json tem 52.428.801 bytes; o máximo é 52.428.800 (50 MB): divida as questões em arquivos menores.',
    )
  })

  it('refuses names that lead out of the folder, and a ZIP without exactly one JSON', async () => {
    for (const name of ['/etc/x.png', 'C:/x.png', 'banco/../../x.png', '..\\x.png']) {
      expect(await refusal([json, { name, data: Buffer.from('x') }])).toBe(
        `O ZIP tem um caminho que sai da pasta: ${name}`,
      )
    }
    expect(await refusal([{ name: 'a.txt', data: Buffer.from('x') }])).toBe(
      'O ZIP não tem o arquivo .json das questões.',
    )
    expect(await refusal([json, { ...json, name: 'outro.JSON' }])).toBe(
      'O ZIP deve ter um só arquivo .json (o das questões); tem 2.',
    )
    expect(readdirSync(dir)).toEqual([])
  })
})
