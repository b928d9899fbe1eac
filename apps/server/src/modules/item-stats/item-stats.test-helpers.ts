import { ANSWER_KIND } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import type { createQuestion } from '../../test/fixtures.ts'

type Question = Awaited<ReturnType<typeof createQuestion>>

/** mulberry32: a small seeded PRNG, so the data set is the same at every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** How a simulated question behaves: which alternative able students pick, and its distractors. */
export interface ItemDesign {
  question: Question
  /** Rasch difficulty. */
  difficulty: number
  /** Index of the alternative the students who know pick (the stored key unless the key is wrong). */
  truth: number
  /** Indexes of the alternatives the students who do not know pick among (uniformly). */
  distractors: number[]
  /** Share of students who pick `randomPick` whatever they know (a distractor chosen at random). */
  randomShare?: number
  randomPick?: number
}

export interface GeneratedAnswer {
  userId: number
  questionId: number
  alternativeId: number
  answeredAt: Date
}

/**
 * Students of known ability (standard normal, Box–Muller) answer each question with probability `coverage`;
 * they know the answer with the Rasch probability 1 / (1 + e^-(θ − b)). `repeatShare` of the pairs are answered
 * again later with the truth: only first answers count, so these must change nothing.
 */
export function simulateAnswers(
  userIds: number[],
  items: ItemDesign[],
  options: { seed: number; coverage: number; repeatShare: number; start: Date },
): { first: GeneratedAnswer[]; all: GeneratedAnswer[] } {
  const random = prng(options.seed)
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  const first: GeneratedAnswer[] = []
  const all: GeneratedAnswer[] = []
  for (const [u, userId] of userIds.entries()) {
    const ability = normal()
    for (const [i, item] of items.entries()) {
      if (random() >= options.coverage) continue
      const knows = random() < 1 / (1 + Math.exp(-(ability - item.difficulty)))
      const randomly = item.randomShare !== undefined && random() < item.randomShare
      const pick = randomly
        ? (item.randomPick as number)
        : knows
          ? item.truth
          : (item.distractors[Math.floor(random() * item.distractors.length)] as number)
      const answeredAt = new Date(options.start.getTime() + (u * items.length + i) * 1000)
      const answer = {
        userId,
        questionId: item.question.id,
        alternativeId: item.question.alternatives[pick]?.id as number,
        answeredAt,
      }
      first.push(answer)
      all.push(answer)
      if (random() < options.repeatShare)
        all.push({
          ...answer,
          alternativeId: item.question.alternatives[item.truth]?.id as number,
          answeredAt: new Date(answeredAt.getTime() + 86_400_000),
        })
    }
  }
  return { first, all }
}

/** `count` students inserted in one statement (no passwords that work: they never log in). */
export async function insertStudents(db: Database, count: number, tag: string): Promise<number[]> {
  const rows = await parsedRows(
    db,
    sql`insert into users (cpf, email, name, nickname, password_hash)
        select lpad((90000000000 + g)::text, 11, '0') || '', ${tag} || g || '@simulado.exemplo', 'Aluno simulado ' || g,
               'Sim' || g, 'x'
        from generate_series(1, ${count}) g returning id`,
    z.object({ id: z.number() }),
  )
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

/** The answers inserted in bulk: one statement per 5,000, the columns as arrays (unnest). */
export async function insertAnswers(
  db: Database,
  answers: GeneratedAnswer[],
  question: (id: number) => { courseId: number; subjectId: number; correctId: number },
): Promise<void> {
  for (let i = 0; i < answers.length; i += 5000) {
    const part = answers.slice(i, i + 5000)
    const list = (f: (a: GeneratedAnswer) => string | number | boolean) => `{${part.map(f).join(',')}}`
    await db.execute(sql`
      insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
      select * from unnest(${list((a) => a.userId)}::int[], ${list((a) => a.questionId)}::int[],
        ${list((a) => a.alternativeId)}::int[], ${list((a) => a.alternativeId === question(a.questionId).correctId)}::boolean[],
        ${list((a) => (a.userId % 3 === 0 ? ANSWER_KIND.exam : ANSWER_KIND.practice))}::answer_kind[],
        ${list((a) => question(a.questionId).courseId)}::int[], ${list((a) => question(a.questionId).subjectId)}::int[],
        ${list((a) => `"${a.answeredAt.toISOString()}"`)}::timestamptz[])`)
  }
}
