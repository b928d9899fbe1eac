import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_DIR, loadDemoContent } from './demo-files.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gabarito-demo-'))
  cpSync(DEMO_DIR, dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const courseFile = () => path.join(dir, 'courses', 'eear-cfs', 'course.json')
function editCourse(change: (course: Record<string, unknown>) => void) {
  const course = JSON.parse(readFileSync(courseFile(), 'utf8'))
  change(course)
  writeFileSync(courseFile(), JSON.stringify(course))
}
const failure = () =>
  loadDemoContent(dir).then(
    () => new Error('loaded'),
    (error: Error) => error,
  )

describe('demo content files', () => {
  it('reads every course in the order of demo.json, with the content of the .html files it names', async () => {
    const demo = await loadDemoContent(dir)
    expect(demo.courses.map((c) => c.nome)).toEqual([
      'Curso de Formação de Sargentos — Combatente',
      'Aeronáutica — EEAR (CFS)',
      'Marinha — Aprendiz de Marinheiro',
    ])
    const eear = demo.courses[1]
    expect(eear?.termo_uso).toBe('')
    expect(eear?.resumos[0]?.conteudo).toBe(
      readFileSync(path.join(dir, 'courses', 'eear-cfs', 'resumos', 'leis-de-newton.html'), 'utf8').trimEnd(),
    )
    expect(eear?.resumos[0]?.conteudo.startsWith('<h3>1ª Lei — Princípio da Inércia</h3>\n<p>')).toBe(true)
    expect(demo.questionFiles).toEqual([
      path.join(dir, 'questions', 'essa.json'),
      path.join(dir, 'questions', 'eear.json'),
    ])
  })

  it('stops at a course.json that breaks its shape, naming the file and every bad field', async () => {
    editCourse((course) => {
      const news = course.noticias as Record<string, unknown>[]
      news[1] = { ...news[1], publicadaEm: '2026-02-30', resumo: '../../../segredo.html' }
      course.precos = { um: 2490 }
    })
    const error = await failure()
    expect(error.message).toContain(`Demo content: ${courseFile()} is not valid:`)
    expect(error.message).toContain('Expected a date, such as "2026-02-28".\n  → at noticias[1].publicadaEm')
    expect(error.message).toContain(
      'Expected an .html file of the course folder, such as "resumos/crase.html".\n  → at noticias[1].resumo',
    )
    expect(error.message).toContain('Expected a number of months, such as "12".\n  → at precos.um')
  })

  it('stops at a study text whose subject or topic the course does not have', async () => {
    editCourse((course) => {
      const texts = course.resumos as Record<string, unknown>[]
      texts[0] = { ...texts[0], assunto: 'Astronomia' }
      texts[2] = { ...texts[2], disciplina: 'Química' }
    })
    const error = await failure()
    expect(error.message).toContain(`Demo content: ${courseFile()} is not valid:`)
    expect(error.message).toContain(
      'No topic "Astronomia" in the subject "Física".\n  → at resumos[0].assunto',
    )
    expect(error.message).toContain('No subject "Química" in disciplinas.\n  → at resumos[2].disciplina')
  })

  it('stops at an .html file that is missing, naming the course.json that names it', async () => {
    rmSync(path.join(dir, 'courses', 'eear-cfs', 'resumos', 'cinematica.html'))
    const error = await failure()
    expect(error.message).toContain(
      `Demo content: ${courseFile()} names resumos/cinematica.html, which cannot`,
    )
  })

  it('stops at a demo.json naming a course folder that does not exist', async () => {
    writeFileSync(path.join(dir, 'demo.json'), JSON.stringify({ cursos: ['eear'], questoes: [] }))
    const error = await failure()
    expect(error.message).toContain(
      `Demo content: cannot read ${path.join(dir, 'courses', 'eear', 'course.json')}`,
    )
  })
})
