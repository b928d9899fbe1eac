import { beforeEach, describe, expect, it, vi } from 'vitest'

class MemoryStorage {
  private values = new Map<string, string>()
  getItem = (key: string) => this.values.get(key) ?? null
  setItem = (key: string, value: string) => void this.values.set(key, value)
  removeItem = (key: string) => void this.values.delete(key)
  clear = () => this.values.clear()
}

/** A token whose payload is the stored user's (the signature is not checked on the device). */
function tokenFor(id: number): string {
  const payload = Buffer.from(JSON.stringify({ user: { id }, perfis: ['Gerente'] })).toString('base64url')
  return `x.${payload}.y`
}

async function freshModule(userId: number) {
  vi.resetModules()
  const localStorage = new MemoryStorage()
  localStorage.setItem('access_token', tokenFor(userId))
  vi.stubGlobal('window', { localStorage, sessionStorage: session })
  return import('./staff-selection')
}

let session: MemoryStorage

beforeEach(() => {
  session = new MemoryStorage()
})

const course = { id: 1, nome: 'Sargentos' }
const subject = { id: 10, nome: 'Português' }
const topic = { id: 100, nome: 'Crase' }

describe('the staff selection (módulo → disciplina → assunto)', () => {
  it('changing or clearing a parent clears its children', async () => {
    const s = await freshModule(7)
    s.selectModulo(course)
    s.selectDisciplina(subject)
    s.selectAssunto(topic)
    expect(JSON.parse(session.getItem(s.SELECTION_KEY) ?? '{}')).toMatchObject({
      modulo: course,
      disciplina: subject,
      assunto: topic,
    })

    s.selectDisciplina({ id: 11, nome: 'Matemática' })
    expect(JSON.parse(session.getItem(s.SELECTION_KEY) ?? '{}')).toMatchObject({ assunto: null })

    s.selectAssunto(topic)
    s.selectModulo({ id: 2, nome: 'EEAR' })
    expect(JSON.parse(session.getItem(s.SELECTION_KEY) ?? '{}')).toMatchObject({
      modulo: { id: 2 },
      disciplina: null,
      assunto: null,
    })

    s.selectDisciplina(subject)
    s.selectModulo(null)
    expect(JSON.parse(session.getItem(s.SELECTION_KEY) ?? '{}')).toMatchObject({
      modulo: null,
      disciplina: null,
      assunto: null,
    })
  })

  it('needs the parent first, and choosing the same módulo again keeps the children', async () => {
    const s = await freshModule(7)
    s.selectDisciplina(subject)
    expect(session.getItem(s.SELECTION_KEY)).toBeNull()
    s.selectModulo(course)
    s.selectDisciplina(subject)
    s.selectModulo({ ...course })
    expect(JSON.parse(session.getItem(s.SELECTION_KEY) ?? '{}')).toMatchObject({ disciplina: subject })
  })

  it('is read back for the same user only', async () => {
    const first = await freshModule(7)
    first.selectModulo(course)
    first.selectDisciplina(subject)

    const again = await freshModule(7)
    again.selectAssunto(topic)
    expect(JSON.parse(session.getItem(again.SELECTION_KEY) ?? '{}')).toMatchObject({
      modulo: course,
      disciplina: subject,
      assunto: topic,
    })

    const other = await freshModule(8)
    other.selectAssunto(topic)
    other.selectDisciplina(subject)
    expect(JSON.parse(session.getItem(other.SELECTION_KEY) ?? '{}')).toMatchObject({
      modulo: course,
      usuario: 7,
    })
  })
})
