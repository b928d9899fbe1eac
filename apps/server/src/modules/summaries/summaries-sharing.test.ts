import { generateCpf, ROLES, type Role } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { summaryShares, users } from '../../db/schema/index.ts'
import { signUpAndLogin } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { namesOf, type Student, summarySuite } from './summaries.test-helpers.ts'

// The São Paulo day the daily limit counts in moves when the test says so.
let now = new Date()
const s = summarySuite({ clock: () => now })
const list = (who = s.owner) => s.call(who, 'GET', `/datatable?modulo_id=${s.courseId}`)
const share = (id: number, usuario: string, who = s.owner) =>
  s.call(who, 'POST', `/${id}/adicionar/usuario`, { usuario })
const shares = (id: number, who = s.owner) => s.call(who, 'GET', `/${id}/usuario/datatable`)

describe('sharing a summary by CPF', () => {
  it('shares with a student, who reads it (Criador is the owner) and cannot change it', async () => {
    const id = await s.create(s.owner, 'Compartilhado', '<p>Para o grupo</p>')
    const res = await share(id, s.friend.cpf)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Resumo compartilhado.' })

    const row = (await list(s.friend)).json().data.find((r: { id: number }) => r.id === id)
    expect(row).toEqual({
      id,
      nome: 'Compartilhado',
      usuario: { nome: 'Ana Beatriz Conceição' },
      responsavel_id: s.owner.id,
      ativo: true,
    })
    const read = await s.call(s.friend, 'GET', `/${id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json().descricao).toBe('<p>Para o grupo</p>')

    // A reader is not the owner: every change is the 404 of a summary that does not exist.
    expect((await s.call(s.friend, 'PATCH', `/${id}`, { nome: 'Meu agora' })).statusCode).toBe(404)
    expect((await s.call(s.friend, 'DELETE', `/${id}`)).statusCode).toBe(404)
    expect((await s.call(s.friend, 'DELETE', `/desativacao/${id}`)).statusCode).toBe(404)
    expect((await share(id, s.stranger.cpf, s.friend)).statusCode).toBe(404)
    expect((await s.call(s.friend, 'DELETE', `/${id}/delete/usuario/${s.friend.id}`)).statusCode).toBe(404)
    expect((await shares(id, s.friend)).statusCode).toBe(404)
    expect((await s.call(s.owner, 'GET', `/${id}`)).json().nome).toBe('Compartilhado')
  })

  it('lists the shares by the order they were made, with the whole CPF and a shortened name, to the owner alone', async () => {
    const id = await s.create(s.owner, 'Lista de compartilhamentos')
    await share(id, s.stranger.cpf)
    await share(id, s.friend.cpf)
    const res = await shares(id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      recordsTotal: 2,
      data: [
        { id: s.stranger.id, cpf: s.stranger.cpf, nome: 'Carlos E.' },
        { id: s.friend.id, cpf: s.friend.cpf, nome: 'João P.' },
      ],
    })
  })

  it('refuses an unknown, own, repeated, invalid or non-numeric CPF with a pt-BR message', async () => {
    const id = await s.create(s.owner, 'Recusas')
    await share(id, s.friend.cpf)
    const cases: [string, string][] = [
      [generateCpf(), 'Nenhum aluno cadastrado com este CPF.'],
      [s.owner.cpf, 'Este resumo já é seu: informe o CPF de outro aluno.'],
      [s.friend.cpf, 'Este resumo já está compartilhado com este aluno.'],
      [`${s.friend.cpf.slice(0, 10)}${(Number(s.friend.cpf[10]) + 1) % 10}`, 'CPF inválido.'],
      ['123', 'CPF inválido.'],
      [
        `${s.friend.cpf.slice(0, 3)}.${s.friend.cpf.slice(3, 6)}.${s.friend.cpf.slice(6, 9)}-${s.friend.cpf.slice(9)}`,
        'Informe o CPF só com números.',
      ],
      ['', 'Informe o CPF.'],
    ]
    for (const [cpf, message] of cases) {
      const res = await share(id, cpf)
      expect(res.statusCode, cpf).toBe(422)
      expect(res.json(), cpf).toEqual({ message, errors: { usuario: [message] } })
    }
    expect((await s.call(s.owner, 'POST', `/${id}/adicionar/usuario`, {})).json().errors.usuario).toEqual([
      'Informe o CPF.',
    ])
    expect((await shares(id)).json().recordsTotal).toBe(1)
  })

  it('unshares: the student no longer sees nor reads it', async () => {
    const id = await s.create(s.owner, 'Descompartilhar')
    await share(id, s.friend.cpf)
    expect(namesOf(await list(s.friend))).toContain('Descompartilhar')
    const res = await s.call(s.owner, 'DELETE', `/${id}/delete/usuario/${s.friend.id}`)
    expect(res.statusCode).toBe(200)
    expect(namesOf(await list(s.friend))).not.toContain('Descompartilhar')
    expect((await s.call(s.friend, 'GET', `/${id}`)).statusCode).toBe(404)
    const again = await s.call(s.owner, 'DELETE', `/${id}/delete/usuario/${s.friend.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('Este resumo não está compartilhado com este aluno.')
  })

  it('a deactivated summary is hidden from its readers until reactivated', async () => {
    const id = await s.create(s.owner, 'Escondido')
    await share(id, s.friend.cpf)
    await s.call(s.owner, 'DELETE', `/desativacao/${id}`)
    expect(namesOf(await list(s.friend))).not.toContain('Escondido')
    expect((await s.call(s.friend, 'GET', `/${id}`)).statusCode).toBe(404)
    expect((await s.call(s.friend, 'GET', `/${id}/pdf`)).statusCode).toBe(404)
    expect(namesOf(await list(s.owner))).toContain('Escondido')
    await s.call(s.owner, 'PATCH', `/${id}`, { ativo: true })
    expect(namesOf(await list(s.friend))).toContain('Escondido')
    expect((await s.call(s.friend, 'GET', `/${id}`)).statusCode).toBe(200)
  })

  it('a student it is not shared with gets 404 on read, change, delete, share and PDF', async () => {
    const id = await s.create(s.owner, 'Privado')
    const refused = [
      await s.call(s.stranger, 'GET', `/${id}`),
      await s.call(s.stranger, 'PATCH', `/${id}`, { nome: 'Invadido' }),
      await s.call(s.stranger, 'DELETE', `/${id}`),
      await s.call(s.stranger, 'DELETE', `/desativacao/${id}`),
      await share(id, s.friend.cpf, s.stranger),
      await shares(id, s.stranger),
      await s.call(s.stranger, 'GET', `/${id}/pdf`),
      await s.call(s.stranger, 'GET', `/${id}/pdfdom`),
    ]
    for (const res of refused) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Resumo não encontrado.' })
    }
    // The same answer as for an id that does not exist.
    expect((await s.call(s.stranger, 'GET', '/2147483647')).json()).toEqual({
      message: 'Resumo não encontrado.',
    })
    const still = await s.call(s.owner, 'GET', `/${id}`)
    expect(still.json()).toMatchObject({ nome: 'Privado', ativo: true })
    expect(namesOf(await list(s.stranger))).not.toContain('Privado')
  })
})

let personSeq = 0
/** People written straight into the database (no sign-up needed to be shared with). */
async function people(names: string[], roles: Role[] = [ROLES.student]) {
  return s.t.db
    .insert(users)
    .values(
      names.map((name) => ({
        cpf: generateCpf(),
        email: `pessoa${++personSeq}@exemplo.com.br`,
        name,
        nickname: name.slice(0, 60),
        passwordHash: '!',
        roles,
      })),
    )
    .returning({ id: users.id, cpf: users.cpf })
}

async function newOwner(nome: string): Promise<Student> {
  const { token, student } = await signUpAndLogin(s.t.app, { nome })
  return { token, id: userIdOf(token), cpf: student.id, nome }
}

describe('who is behind a CPF (issue 25)', () => {
  it('shows the first name and the next initial, and never a staff member’s name', async () => {
    const id = await s.create(s.owner, 'Nomes')
    const [renata, maria, xuxa] = await people(['Renata Alves Souza', 'maria da silva', 'Xuxa'])
    const [manager, admin] = [
      ...(await people(['Gerson Gerente'], [ROLES.manager])),
      ...(await people(['Adma Admin'], [ROLES.admin, ROLES.student])),
    ]
    for (const p of [renata, maria, xuxa]) expect((await share(id, p?.cpf as string)).statusCode).toBe(200)
    // A staff member's CPF gets the answer of a CPF nobody has.
    const unknown = (await share(id, generateCpf())).json()
    for (const p of [manager, admin]) {
      const res = await share(id, p?.cpf as string)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual(unknown)
    }
    // A share made before the rule, or to someone made staff since, lists no name.
    await s.t.db.insert(summaryShares).values({ fileId: id, userId: manager?.id as number })
    expect((await shares(id)).json().data).toEqual([
      { id: renata?.id, cpf: renata?.cpf, nome: 'Renata A.' },
      { id: maria?.id, cpf: maria?.cpf, nome: 'maria S.' },
      { id: xuxa?.id, cpf: xuxa?.cpf, nome: 'Xuxa' },
      { id: manager?.id, cpf: manager?.cpf, nome: '—' },
    ])
    // No search by the name either: it would spell the rest of it out.
    const search = await s.call(s.owner, 'GET', `/${id}/usuario/datatable?search[value]=Souza`)
    expect(search.json().recordsFiltered).toBe(0)
  })

  it('shares with at most 30 new people a day; known ones any time; a new day starts again', async () => {
    const limit = 'Você já compartilhou com 30 pessoas novas hoje. Tente novamente amanhã.'
    const owner = await newOwner('Divulgador Sem Freio')
    const [first, second] = [await s.create(owner, 'Primeiro'), await s.create(owner, 'Segundo')]
    const crowd = await people(Array.from({ length: 32 }, (_, i) => `Colega ${i} Silva`))
    for (const p of crowd.slice(0, 30)) expect((await share(first, p.cpf, owner)).statusCode).toBe(200)
    const refused = await share(first, crowd[30]?.cpf as string, owner)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: limit })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // At the limit an unknown CPF gets the same answer: the box tells nothing more today.
    expect((await share(second, generateCpf(), owner)).json()).toEqual({ message: limit })
    // Someone shared with before is no new person: on another summary, or after an unshare.
    expect((await share(second, crowd[0]?.cpf as string, owner)).statusCode).toBe(200)
    await s.call(owner, 'DELETE', `/${first}/delete/usuario/${crowd[1]?.id}`)
    expect((await share(first, crowd[1]?.cpf as string, owner)).statusCode).toBe(200)
    expect((await shares(first, owner)).json().recordsTotal).toBe(30)
    // Other students keep their own count.
    expect(
      (await share(await s.create(s.friend, 'Do amigo'), crowd[31]?.cpf as string, s.friend)).statusCode,
    ).toBe(200)

    now = new Date(now.getTime() + 24 * 3600 * 1000)
    expect((await share(first, crowd[30]?.cpf as string, owner)).statusCode).toBe(200)
  })

  it('counts a try at a CPF nobody has (or a staff member’s) among the 30 a day', async () => {
    const limit = 'Você já compartilhou com 30 pessoas novas hoje. Tente novamente amanhã.'
    const owner = await newOwner('Curioso Por CPFs')
    const id = await s.create(owner, 'Sondagem')
    const [friend, staff] = [
      ...(await people(['Amiga Verdadeira Lima'])),
      ...(await people(['Gerente Sondado Dias'], [ROLES.manager])),
    ]
    expect((await share(id, friend?.cpf as string, owner)).statusCode).toBe(200)
    expect((await share(id, staff?.cpf as string, owner)).json().errors).toEqual({
      usuario: ['Nenhum aluno cadastrado com este CPF.'],
    })
    for (let n = 0; n < 28; n++) expect((await share(id, generateCpf(), owner)).statusCode).toBe(422)
    expect((await share(id, generateCpf(), owner)).json()).toEqual({ message: limit })
    const [late] = await people(['Colega Tardio Souza'])
    expect((await share(id, late?.cpf as string, owner)).json()).toEqual({ message: limit })
    // Tries that tell nothing do not count: one's own CPF, one already shared with, a CPF with bad digits.
    expect((await share(id, owner.cpf, owner)).statusCode).toBe(422)
    expect((await share(id, friend?.cpf as string, owner)).statusCode).toBe(422)
    now = new Date(now.getTime() + 24 * 3600 * 1000)
    expect((await share(id, late?.cpf as string, owner)).statusCode).toBe(200)
  })

  it('keeps the limit under concurrent shares', async () => {
    const owner = await newOwner('Apressado Concorrente')
    const id = await s.create(owner, 'Concorrido')
    const crowd = await people(Array.from({ length: 33 }, (_, i) => `Vizinho ${i} Souza`))
    for (const p of crowd.slice(0, 28)) expect((await share(id, p.cpf, owner)).statusCode).toBe(200)
    const results = await Promise.all(crowd.slice(28).map((p) => share(id, p.cpf, owner)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429])
    expect((await shares(id, owner)).json().recordsTotal).toBe(30)
  })
})
