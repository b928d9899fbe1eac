import { formatDate } from '@gabarito/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { currentRoute, expectRoute, gone, logIn, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'

const e2e = setupE2E()
const PHONE = { width: 360, height: 740 }

interface Course {
  id: number
  nome: string
  termo_uso: string
  index: boolean
  has_noticia: boolean
  has_pergunta: boolean
  has_material: boolean
  has_simulado: boolean
  has_prova_anterior: boolean
  has_relatorio: boolean
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${e2e.server.url}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** The sidebar links a course must show, in the SPEC order, as a user reads them (badges included). */
function expectedLinks(course: Course): string[] {
  return [
    course.has_noticia && 'Notícias',
    course.has_pergunta && 'Questões',
    course.has_material && 'Material',
    course.has_simulado && 'Simulado',
    course.has_simulado && 'Simulados Antigos',
    course.has_prova_anterior && 'Concursos PRO',
    course.has_relatorio && 'Relatórios PRO',
    'Meus Resumos novo',
  ].filter((link): link is string => typeof link === 'string')
}

async function sidebarCourseLinks(page: Page): Promise<string[]> {
  const texts = await page.getByTestId('menu-do-curso').getByRole('link').allInnerTexts()
  return texts.map((text) => text.replace(/\s+/g, ' ').trim())
}

const cards = (page: Page) => page.getByTestId('curso-a-venda')

async function loggedIn(options?: { viewport?: { width: number; height: number } }) {
  const opened = await e2e.open(options)
  await logIn(opened.page, ADMIN.cpf, ADMIN.password)
  await expectRoute(opened.page, '/')
  return opened
}

describe('home: our courses', () => {
  it('filters the course cards by name, ignoring case; a blank filter shows them all', async () => {
    const onSale = await apiGet<Course[]>('/api/v1/geral/modulo/disponiveis/para/usuarios')
    expect(onSale.length).toBeGreaterThan(1)
    const { page } = await e2e.open()
    await visit(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos', level: 1 }))
    // Every course on sale plus the unlimited subscription.
    await expect.poll(() => cards(page).count()).toBe(onSale.length + 1)
    const unlimited = cards(page).filter({ hasText: 'Assinatura ilimitada' })
    for (const price of ['R$ 35,00', 'R$ 65,00', 'R$ 95,00', 'R$ 180,00', 'R$ 300,00']) {
      await visible(unlimited.getByText(price, { exact: true }))
    }

    const target = onSale[1] as Course
    const filter = page.getByLabel('Filtrar por nome')
    await filter.fill(target.nome.toUpperCase())
    await expect.poll(() => cards(page).count()).toBe(1)
    await visible(cards(page).getByRole('heading', { name: target.nome }))

    await filter.fill(target.nome.slice(0, 5).toLowerCase())
    await visible(cards(page).getByRole('heading', { name: target.nome }))

    await filter.fill('   ')
    await expect.poll(() => cards(page).count()).toBe(onSale.length + 1)

    await filter.fill('nenhum curso tem este nome')
    await gone(cards(page))
    await visible(page.getByText('Nenhum curso encontrado com esse nome.'))

    await filter.fill('')
    await expect.poll(() => cards(page).count()).toBe(onSale.length + 1)
  })

  it('asks a visitor to log in before buying', async () => {
    const { page } = await e2e.open()
    await visit(page, '/')
    await visible(cards(page))
    await page.getByRole('button', { name: 'Comprar Assinatura ilimitada' }).click()
    await visible(page.getByText('Faça seu Login primeiro!!'))
    expect(currentRoute(page)).toBe('/')
    expect(await page.evaluate(() => window.localStorage.getItem('curso_compra'))).toBeNull()
    // The links of the apps are for logged-in users only.
    expect(await page.getByRole('link', { name: 'Versão web do aplicativo' }).count()).toBe(0)
  })

  it('keeps the course chosen for purchase and goes to the payment page when logged in', async () => {
    const onSale = await apiGet<Course[]>('/api/v1/geral/modulo/disponiveis/para/usuarios')
    const course = onSale[0] as Course
    const settings = await apiGet<Record<string, string>>('/site/api/configuracao')
    const { page } = await loggedIn()
    await visible(cards(page))

    // Logged in: the web app (with the token), the beta site and the stores.
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'))
    const webApp = page.getByRole('link', { name: 'Versão web do aplicativo' })
    await visible(webApp)
    expect(await webApp.getAttribute('href')).toBe(`${settings.link_app_web}${token}`)
    expect(await page.getByRole('link', { name: 'Site beta' }).getAttribute('href')).toBe(
      settings.link_site_beta,
    )
    await visible(page.getByRole('link', { name: 'Android (Google Play)' }))
    await visible(page.getByRole('link', { name: 'iPhone (App Store)' }))

    await page.getByRole('button', { name: `Comprar ${course.nome}` }).click()
    // The payment page comes with its own issue; until then the unknown route falls back to /.
    await expect
      .poll(() => ['/v2/geral/pagamento', '/'].includes(currentRoute(page)) && currentRoute(page))
      .toBeTruthy()
    const kept = await page.evaluate(() => window.localStorage.getItem('curso_compra'))
    expect(JSON.parse(kept ?? 'null')).toEqual({ id: course.id, nome: course.nome })

    await visit(page, '/')
    await page.getByRole('button', { name: 'Comprar Assinatura ilimitada' }).click()
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => window.localStorage.getItem('curso_compra'))) ?? 'null'),
      )
      .toEqual({ id: 1, nome: 'Assinatura ilimitada' })
  })

  it('shows the usage figures, the site texts and the contacts', async () => {
    const stats = await apiGet<{ perguntas_respondidas: number; perguntas: number; usuarios: number }>(
      '/api/v1/geral/estatisticas',
    )
    const settings = await apiGet<Record<string, string>>('/site/api/configuracao')
    const { page } = await e2e.open()
    await visit(page, '/')
    const figures = page.getByTestId('numero')
    await visible(figures)
    const shown = (await figures.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
    expect(shown).toEqual([
      `${stats.perguntas_respondidas.toLocaleString('pt-BR')} questões respondidas`,
      `${stats.perguntas.toLocaleString('pt-BR')} questões cadastradas`,
      `${stats.usuarios.toLocaleString('pt-BR')} alunos`,
    ])
    for (const heading of ['Missão', 'Visão', 'Valores', 'Formas de pagamento', 'Fale com a gente']) {
      await visible(page.getByRole('heading', { name: heading }))
    }
    await visible(page.getByRole('link', { name: settings.contato_email }))
    expect(await page.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      settings.rede_instagram,
    )
    await page
      .getByRole('navigation', { name: 'Termos e políticas' })
      .getByRole('link', { name: 'Termos de uso' })
      .click()
    await expectRoute(page, '/termo_de_uso')
  })

  it('says so when the courses cannot be loaded', async () => {
    const { page } = await e2e.open()
    await page.route('**/api/v1/geral/modulo/disponiveis/para/usuarios', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Não encontrado."}' }),
    )
    await visit(page, '/')
    await visible(page.locator('[data-kind="error"]').getByText('Não foi possivel achar a Modulo'))
    await visible(page.getByRole('alert').filter({ hasText: 'Não foi possivel achar a Modulo' }))
    // The unlimited subscription is fixed: it is still offered.
    await visible(page.getByRole('heading', { name: 'Assinatura ilimitada' }))
  })

  it('takes screenshots of the home page on a phone and a desktop', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const { page } = await loggedIn({ viewport })
      await visible(cards(page))
      await visible(page.getByTestId('numero'))
      await gone(page.getByTestId('loading-overlay'))
      await page.screenshot({ path: artifactPath(`home-${viewport.width}.png`), fullPage: true })
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    }
  })
})

describe('choosing a course', () => {
  it('shows the links of the chosen course in the sidebar and refuses the sections it does not have', async () => {
    const courses = await apiGet<Course[]>('/api/v1/geral/modulo')
    const full = courses.find((c) => c.has_noticia && c.has_simulado && c.has_relatorio) as Course
    const partial = courses.find((c) => !c.has_noticia && !c.has_simulado) as Course
    expect(full).toBeTruthy()
    expect(partial).toBeTruthy()

    const { page } = await loggedIn()
    await visit(page, '/v2/geral/modulos')
    await visible(page.getByRole('heading', { name: 'Selecione o curso' }))
    expect(await page.getByTestId('menu-do-curso').count()).toBe(0)

    await page.getByRole('button', { name: `Selecionar ${full.nome}` }).click()
    await visible(page.getByTestId('menu-do-curso').getByText(full.nome))
    expect(await sidebarCourseLinks(page)).toEqual(expectedLinks(full))
    await visible(page.getByRole('button', { name: `Desmarcar ${full.nome}` }))
    await page.getByRole('link', { name: 'Notícias' }).click()
    await expectRoute(page, '/v2/geral/noticias')
    await visible(page.getByRole('heading', { name: 'Notícias', level: 1 }))

    // Another course replaces it: the sections it lacks leave the menu and their routes are refused.
    await page.getByRole('link', { name: 'Cursos', exact: true }).click()
    await page.getByRole('button', { name: `Selecionar ${partial.nome}` }).click()
    await visible(page.getByTestId('menu-do-curso').getByText(partial.nome))
    expect(await sidebarCourseLinks(page)).toEqual(expectedLinks(partial))
    expect(await page.getByRole('link', { name: 'Notícias' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Simulados Antigos' }).count()).toBe(0)
    await visit(page, '/v2/geral/noticias')
    await expectRoute(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))

    // Desmarcar clears it: no course links, and the course pages ask to choose one.
    await visit(page, '/v2/geral/modulos')
    await page.getByRole('button', { name: `Desmarcar ${partial.nome}` }).click()
    await gone(page.getByTestId('menu-do-curso'))
    expect(await page.evaluate(() => window.localStorage.getItem('modulo'))).toBeNull()
    await visible(page.getByRole('button', { name: `Selecionar ${partial.nome}` }))

    await visit(page, '/v2/geral/resumo')
    await expectRoute(page, '/v2/geral/ambiente')
    await visible(page.getByRole('heading', { name: 'Escolha um curso' }))
    await page.getByRole('link', { name: 'Escolher curso' }).click()
    await expectRoute(page, '/v2/geral/modulos')
  })

  it('filters the courses, opens their terms of use and shows the PRO access end', async () => {
    const courses = await apiGet<Course[]>('/api/v1/geral/modulo')
    const indexed = courses.find((c) => c.index && c.termo_uso.trim()) as Course
    const withoutTerms = courses.find((c) => !c.termo_uso.trim()) as Course
    expect(indexed).toBeTruthy()
    expect(withoutTerms).toBeTruthy()
    await e2e.withDatabase(async (db) => {
      await db.query(
        `insert into user_plans (user_id, plan_id, ends_at)
         select u.id, p.id, '2031-03-15T15:00:00Z'::timestamptz
           from users u, plans p where u.cpf = $1 and p.course_id = $2`,
        [ADMIN.cpf, indexed.id],
      )
    })

    const { page } = await loggedIn()
    await visit(page, '/v2/geral/modulos')
    const courseCards = page.getByTestId('curso')
    await expect.poll(() => courseCards.count()).toBe(courses.length)

    const card = courseCards.filter({ has: page.getByRole('heading', { name: indexed.nome }) })
    await visible(card.getByText(`Acesso PRO até ${formatDate('2031-03-15T15:00:00Z')}`))
    expect(formatDate('2031-03-15T15:00:00Z')).toBe('15/03/2031')
    await card.getByRole('button', { name: `Termos de uso do curso ${indexed.nome}` }).click()
    const dialog = page.getByRole('dialog')
    await visible(dialog.getByTestId('termos-do-curso'))
    await page.keyboard.press('Escape')
    await gone(dialog)

    const bare = courseCards.filter({ has: page.getByRole('heading', { name: withoutTerms.nome }) })
    await visible(bare)
    expect(await bare.getByRole('button', { name: /Termos de uso/ }).count()).toBe(0)
    expect(await bare.getByText(/Acesso PRO até/).count()).toBe(0)

    await page.getByLabel('Filtrar por nome').fill(withoutTerms.nome.toLowerCase())
    await expect.poll(() => courseCards.count()).toBe(1)
    await page.getByLabel('Filtrar por nome').fill(' ')
    await expect.poll(() => courseCards.count()).toBe(courses.length)

    // Refresh forgets the chosen course and reloads from the server.
    await page.getByRole('button', { name: `Selecionar ${indexed.nome}` }).click()
    await visible(page.getByTestId('menu-do-curso'))
    await page.getByRole('button', { name: 'Atualizar' }).click()
    await gone(page.getByTestId('menu-do-curso'))
    expect(await page.evaluate(() => window.localStorage.getItem('modulo'))).toBeNull()
  })

  it('takes screenshots of the course list on a phone and a desktop', async () => {
    const courses = await apiGet<Course[]>('/api/v1/geral/modulo')
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const { page } = await loggedIn({ viewport })
      await visit(page, '/v2/geral/modulos')
      await page.getByRole('button', { name: `Selecionar ${courses[0]?.nome}` }).click()
      await gone(page.getByTestId('loading-overlay'))
      await page.screenshot({ path: artifactPath(`courses-${viewport.width}.png`), fullPage: true })
      await visit(page, '/v2/geral/ambiente')
      await visible(page.getByRole('heading', { name: 'Escolha um curso' }))
      await page.screenshot({ path: artifactPath(`ambiente-${viewport.width}.png`), fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    }
  })
})

interface CacheDump {
  keys: string[]
  /** Each entry's ciphertext as text (latin1), to look for plaintext. */
  texts: string[]
  allBuffers: boolean
  keyInfo: { extractable: boolean; algorithm: string } | null
}

/** Everything the encrypted device cache holds, read straight from IndexedDB. */
function dumpCache(page: Page): Promise<CacheDump> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gabarito-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const all = <T>(store: string) =>
      new Promise<{ keys: IDBValidKey[]; values: T[] }>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve({ keys: [], values: [] })
        const tx = db.transaction(store)
        const keys = tx.objectStore(store).getAllKeys()
        const values = tx.objectStore(store).getAll()
        tx.oncomplete = () => resolve({ keys: keys.result, values: values.result as T[] })
        tx.onerror = () => reject(tx.error)
      })
    const entries = await all<{ data: ArrayBuffer; iv: Uint8Array }>('entries')
    const keys = await all<CryptoKey>('keys')
    db.close()
    const key = keys.values[0]
    return {
      keys: entries.keys.map(String),
      texts: entries.values.map((entry) =>
        entry.data instanceof ArrayBuffer
          ? new TextDecoder('latin1').decode(entry.data)
          : JSON.stringify(entry),
      ),
      allBuffers: entries.values.every((entry) => entry.data instanceof ArrayBuffer),
      keyInfo: key ? { extractable: key.extractable, algorithm: key.algorithm.name } : null,
    }
  })
}

/** When the entry was written (0 when there is none). */
function entrySavedAt(page: Page, key: string): Promise<number> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gabarito-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const entry = await new Promise<{ savedAt: number } | undefined>((resolve, reject) => {
      const request = db.transaction('entries').objectStore('entries').get(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return entry?.savedAt ?? 0
  }, key)
}

describe('device cache', () => {
  it('keeps the course lists encrypted, serves them from the device and drops them at logout', async () => {
    const courses = await apiGet<Course[]>('/api/v1/geral/modulo')
    const names = courses.map((c) => c.nome)
    const { page, apiCalls } = await loggedIn()
    await visit(page, '/v2/geral/modulos')
    await visible(page.getByRole('heading', { name: courses[0]?.nome }))

    let dump = await dumpCache(page)
    const userId = await page.evaluate(
      () => JSON.parse(atob((window.localStorage.getItem('access_token') ?? '').split('.')[1] ?? '')).user.id,
    )
    expect(dump.keys).toContain(`u${userId}|geral/modulo`)
    expect(dump.allBuffers).toBe(true)
    expect(dump.keyInfo).toEqual({ extractable: false, algorithm: 'AES-GCM' })
    for (const name of names) {
      // Neither the whole name nor a plain word of it is readable on the device.
      const word = name.split(' ')[0] as string
      for (const text of dump.texts) {
        expect(text).not.toContain(name)
        expect(text).not.toContain(word)
      }
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
      expect(stored).not.toContain(name)
    }

    // A new visit within the day reads the list from the device; Atualizar asks the server again.
    const callsTo = (path: string) => apiCalls.filter((call) => call === `GET ${path}`).length
    const before = callsTo('/api/v1/geral/modulo')
    await page.reload()
    await visible(page.getByRole('heading', { name: courses[0]?.nome }))
    expect(callsTo('/api/v1/geral/modulo')).toBe(before)
    const listKey = `u${userId}|geral/modulo`
    const savedAt = await entrySavedAt(page, listKey)
    expect(savedAt).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Atualizar' }).click()
    await expect.poll(() => callsTo('/api/v1/geral/modulo')).toBe(before + 1)
    // The fresh answer replaces the kept copy.
    await expect.poll(() => entrySavedAt(page, listKey)).toBeGreaterThan(savedAt)

    // An expired entry is ignored: age it by hand and the next visit asks the server.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('gabarito-cache')
        request.onsuccess = () => resolve(request.result)
      })
      await new Promise<void>((resolve) => {
        const tx = db.transaction('entries', 'readwrite')
        const store = tx.objectStore('entries')
        const cursor = store.openCursor()
        cursor.onsuccess = () => {
          const at = cursor.result
          if (!at) return
          at.update({ ...at.value, expiresAt: Date.now() - 1 })
          at.continue()
        }
        tx.oncomplete = () => resolve()
      })
      db.close()
    })
    await page.reload()
    await visible(page.getByRole('heading', { name: courses[0]?.nome }))
    await expect.poll(() => callsTo('/api/v1/geral/modulo')).toBe(before + 2)

    // Logout drops the key and every entry of the user.
    await page.getByRole('button', { name: 'Sair' }).click()
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Entrar' }))
    await expect
      .poll(async () => (await dumpCache(page)).keys.filter((key) => key.startsWith(`u${userId}|`)))
      .toEqual([])
    dump = await dumpCache(page)
    for (const text of dump.texts) expect(text).not.toContain(courses[0]?.nome)
  })
})
