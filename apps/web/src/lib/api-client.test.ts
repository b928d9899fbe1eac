import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, downloadFile, errorMessage, setUnauthorizedHandler, uploadFile } from './api-client'

describe('ApiError', () => {
  it('keeps the first message of each field', () => {
    const error = new ApiError(422, {
      message: 'Este CPF já está cadastrado.',
      errors: { id: ['Este CPF já está cadastrado.', 'outro'], email: [] },
    })
    expect(error.fieldErrors).toEqual({ id: 'Este CPF já está cadastrado.' })
  })

  it('shows the server error, then its message, then the fallback', () => {
    expect(errorMessage(new ApiError(401, { error: 'CPF ou senha inválidos.' }))).toBe(
      'CPF ou senha inválidos.',
    )
    expect(errorMessage(new ApiError(429, { message: 'Muitas tentativas.' }))).toBe('Muitas tentativas.')
    expect(errorMessage(new ApiError(500, {}), 'Falhou.')).toBe('Falhou.')
    expect(errorMessage(new Error('x'), 'Falhou.')).toBe('Falhou.')
  })
})

describe('uploadFile', () => {
  const file = new Blob(['png-bytes'], { type: 'image/png' })

  function answer(status: number, body: unknown) {
    const calls: { url: string; init: RequestInit }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(JSON.stringify(body), { status })
    })
    return calls
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    setUnauthorizedHandler(() => {})
  })

  it('sends the bytes with their type and the same auth headers as JSON calls', async () => {
    const calls = answer(200, { url: '/media/a.png' })
    await expect(api.upload('/api/v1/geral/arquivo_usuario/imagem', file, { token: 'tok' })).resolves.toEqual(
      {
        url: '/media/a.png',
      },
    )
    await expect(uploadFile('/api/v1/geral/arquivo_usuario/imagem', file)).resolves.toBe('/media/a.png')
    const headers = calls[0]?.init.headers as Record<string, string>
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe(file)
    expect(headers['content-type']).toBe('image/png')
    expect(headers.authorization).toBe('Bearer tok')
    expect(headers['access-token']).toBe('tok')
  })

  it('answers a refused file as an ApiError with its field messages', async () => {
    answer(422, { message: 'Arquivo inválido.', errors: { imagem: ['Envie uma imagem.'] } })
    const error = await uploadFile('/x', file).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).fieldErrors).toEqual({ imagem: 'Envie uma imagem.' })
  })

  it('logs out on a 401 like every authenticated call', async () => {
    let forced = 0
    setUnauthorizedHandler(() => {
      forced += 1
    })
    answer(401, { error: 'Sessão expirada.' })
    await expect(uploadFile('/x', file)).rejects.toBeInstanceOf(ApiError)
    expect(forced).toBe(1)
  })

  it('treats an answer without an address as an error', async () => {
    answer(200, {})
    await expect(uploadFile('/x', file)).rejects.toBeInstanceOf(ApiError)
  })
})

describe('downloadFile', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('answers the file, and a refusal as an ApiError read from its JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('id;valor\n1;10', { status: 200 }))
    const file = await downloadFile('/api/v1/admin/pagamentos/exportar?mes=2026-01')
    expect(await file.text()).toBe('id;valor\n1;10')
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Mês inválido.' }), { status: 422 }),
    )
    const error = await downloadFile('/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(errorMessage(error)).toBe('Mês inválido.')
  })
})
