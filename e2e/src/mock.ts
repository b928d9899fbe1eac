/** What the weekly mock browser tests share: the calls another client would make, and the mock screen's parts. */
import {
  type MockAnswerResult,
  mockAnswerResultJson,
  type OpenMock,
  openMockJson,
  type RankingPage,
  rankingPageJson,
} from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { visible } from './gabarito.ts'
import { callChecked, shownQuestionId, waitForAnotherQuestion } from './practice.ts'

/** The course's open mock as the caller sees it (no key), checked against the contract. */
export async function openMockByApi(baseUrl: string, token: string, courseId: number): Promise<OpenMock> {
  return callChecked(
    openMockJson,
    baseUrl,
    'GET',
    `/api/v1/geral/modulo/${courseId}/simulado/perguntas`,
    token,
  )
}

/** A mock answer as another client (another device of the same student) sends it: the `choice`-th alternative. */
export async function answerMockByApi(
  baseUrl: string,
  token: string,
  courseId: number,
  mock: OpenMock,
  questionId: number,
  choice = 0,
): Promise<MockAnswerResult> {
  const question = mock.perguntas.find((q) => q.id === questionId)
  const alternative = question?.resposta[choice]
  if (!question || !alternative) throw new Error(`question ${questionId} is not in the mock`)
  return callChecked(mockAnswerResultJson, baseUrl, 'POST', '/respostas/api/v1/simulado/responder', token, {
    pergunta_id: question.id,
    selected: alternative.id,
    disciplina_id: question.disciplina_id,
    desafio_id: mock.simulado.id,
    tipo: 'Semanal',
    modulo_id: courseId,
    chave_idempotencia: crypto.randomUUID(),
  })
}

/** The whole ranking of a mock (`length=-1`), with the caller's row and the participants. */
export async function rankingByApi(
  baseUrl: string,
  token: string,
  courseId: number,
  mockId: number,
): Promise<RankingPage> {
  const route = `/api/v1/${courseId}/simulado/classificacao/datatable?simulado=${mockId}&draw=1&start=0&length=-1`
  return callChecked(rankingPageJson, baseUrl, 'GET', route, token)
}

/** Every mock answer the page sends, as "pergunta_id:selected". */
export function recordMockAnswers(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/respostas/api/v1/simulado/responder')) {
      const body = request.postDataJSON() as { pergunta_id: number; selected: number }
      sent.push(`${body.pergunta_id}:${body.selected}`)
    }
  })
  return sent
}

/** Answers the question on screen with the keyboard (a letter, then Enter) and waits for its result. */
export async function answerShown(page: Page, letter: string): Promise<number> {
  const id = await shownQuestionId(page)
  await page.keyboard.press(letter)
  await page.keyboard.press('Enter')
  await visible(page.getByTestId('resultado'))
  return id
}

/** 'Proxima Pergunta' (Enter) and the next question's id. */
export async function nextQuestion(page: Page, previous: number): Promise<number> {
  await page.keyboard.press('Enter')
  return waitForAnotherQuestion(page, previous)
}

/** 'Deixar por último' on the question on screen; returns the id of the one that comes instead. */
export async function deferShown(page: Page): Promise<{ deferred: number; next: number }> {
  const deferred = await shownQuestionId(page)
  await page.getByRole('button', { name: 'Deixar por último' }).click()
  return { deferred, next: await waitForAnotherQuestion(page, deferred) }
}

/** The first words of an HTML text as the page shows them (a heading or paragraph of the course's terms). */
export function firstTextOf(html: string): string {
  const text = /<(?:h\d|p)[^>]*>([^<]{8,})</i.exec(html)?.[1]?.trim()
  if (!text) throw new Error('no text in the HTML')
  return text
}
