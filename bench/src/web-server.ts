// The web benchmark's server: the built app on a fresh DATA_DIR with the demo content, and a student with the
// sergeant course's plan and some answers, made through the API as another client would.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateCpf, parseBrCode } from '@gabarito/core'
import { startServerProcess } from '../../apps/server/src/test/server-process.ts'

const WEBHOOK_SECRET = 'bench-web-webhook-secret'
export const SERGEANT_COURSE = 'Curso de Formação de Sargentos — Combatente'

export interface WebServer {
  url: string
  stop(): Promise<void>
}

/** The product's server serving `webDist`, production mode, demo content, on a temporary data directory removed on stop. */
export async function startWebServer(webDist: string): Promise<WebServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-bench-web-'))
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        WEB_DIST: webDist,
      },
      { readyWithinSeconds: 180 },
    )
    const stop = async () => {
      await server.stop()
      removeDataDir()
    }
    return { url: server.url, stop }
  } catch (error) {
    removeDataDir()
    throw error
  }
}

async function call<T>(
  url: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${url}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

interface CourseJson {
  id: number
  nome: string
}

export interface Student {
  token: string
  /** The course as GET /geral/modulo lists it, which the app keeps under `modulo` once chosen. */
  course: CourseJson
}

/** Signs a student up, buys the sergeant course's plan (paid by the PSP's webhook) and answers `answers` questions. */
export async function prepareStudent(url: string, answers = 20): Promise<Student> {
  const cpf = generateCpf()
  const password = 'estudar-muito-1'
  await call(url, 'POST', '/api/v1/cadastro', undefined, {
    nome: 'Joana Pereira',
    email: `joana.${cpf}@example.com`,
    id: cpf,
    apelido: 'joana',
    password,
    passwordConfirm: password,
  })
  const login = await call<{ access_token: string }>(url, 'POST', '/api/v1/seguranca/auth/login', undefined, {
    id: cpf,
    password,
  })
  const token = login.access_token
  const courses = await call<CourseJson[]>(url, 'GET', '/api/v1/geral/modulo', token)
  const course = courses.find((c) => c.nome === SERGEANT_COURSE)
  if (!course) throw new Error(`${SERGEANT_COURSE} is not listed`)

  const charge = await call<{ qrcode: { content: string } }>(
    url,
    'GET',
    `/api/v1/profile/meus/planos/modulo/${course.id}/meses/1`,
    token,
  )
  const fields = parseBrCode(charge.qrcode.content)
  const txid = parseBrCode(fields.get('62') ?? '').get('05')
  const valor = fields.get('54')
  if (!txid || !valor) throw new Error('the charge has no txid or amount')
  const paid = await fetch(`${url}/api/v1/pagamentos/webhook/pix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': WEBHOOK_SECRET },
    body: JSON.stringify({
      pix: [{ endToEndId: `E${Date.now()}BENCH`, txid, valor, horario: new Date().toISOString() }],
    }),
  })
  if (!paid.ok) throw new Error(`the webhook refused the payment: ${paid.status}`)

  // Some answers, so the reports hub has figures to show.
  const subjects = await call<{ id: number }[]>(
    url,
    'GET',
    `/api/v1/geral/modulo/${course.id}/disciplinas`,
    token,
  )
  let left = answers
  for (const subject of subjects) {
    if (left <= 0) break
    const batch = await call<{ id: number; resposta: { id: number }[] }[]>(
      url,
      'GET',
      `/api/v1/geral/modulo/${course.id}/disciplina/${subject.id}/perguntas`,
      token,
    )
    for (const question of batch.slice(0, left)) {
      const first = question.resposta[0]
      if (!first) continue
      await call(url, 'POST', '/respostas/api/v1/treinamento/responder', token, {
        pergunta_id: question.id,
        selected: first.id,
        modulo_id: course.id,
        chave_idempotencia: crypto.randomUUID(),
      })
      left -= 1
    }
  }
  return { token, course }
}
