import { generateCpf } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { namesOf, summarySuite } from './summaries.test-helpers.ts'

const s = summarySuite()
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

  it('lists the shares by the order they were made, with the whole CPF, to the owner alone', async () => {
    const id = await s.create(s.owner, 'Lista de compartilhamentos')
    await share(id, s.stranger.cpf)
    await share(id, s.friend.cpf)
    const res = await shares(id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      recordsTotal: 2,
      data: [
        { id: s.stranger.id, cpf: s.stranger.cpf, nome: 'Carlos Estranho' },
        { id: s.friend.id, cpf: s.friend.cpf, nome: 'João Pedro Araújo' },
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
