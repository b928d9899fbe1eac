// The scale data set's sizes and layout (scale-data.ts generates it, scale-measure.ts measures on it).

export interface ScaleSizes {
  students: number
  /** Split 60/25/15% between three courses; course 1 (the sergeant course) has the weekly mocks. */
  questions: number
  /** All answers: the mocks', the heavy student's and practice. */
  answers: number
  weeks: number
  mocks: number
  mockQuestions: number
  summaries: number
  /** Student 1's practice answers over the last year (the reports' heavy student). */
  heavyAnswers: number
  /** Participants of the modo-prova mock open now, whose answers it holds back from the fold (decision 0056). */
  heldParticipants: number
  subjectsPerCourse: number
  topicsPerSubject: number
  tags: number
}

/** Ten times the seed platform (DESIGN.md section 5): 18 months of a platform with 45,000 students. */
export const FULL_SCALE: ScaleSizes = {
  students: 45_000,
  questions: 1_000_000,
  answers: 40_000_000,
  weeks: 78,
  mocks: 30,
  mockQuestions: 20,
  summaries: 100_000,
  heavyAnswers: 50_000,
  heldParticipants: 3_000,
  subjectsPerCourse: 20,
  topicsPerSubject: 10,
  tags: 2_000,
}

/** The password of every generated student (the login benchmark signs in with it). */
export const SCALE_PASSWORD = 'carga-12345'
/** A quick run of the same code, to try the benchmark itself (`BENCH_SCALE_DRY=1`): nothing is written to RESULTS.md. */
export const DRY_SCALE: ScaleSizes = {
  // 7,919 mod 3,959 is 1: the heavy student takes part in every weekly mock, as at full size in most (decision 0064).
  students: 3_959,
  questions: 30_000,
  answers: 300_000,
  weeks: 26,
  mocks: 3,
  mockQuestions: 10,
  summaries: 5_000,
  heavyAnswers: 5_000,
  heldParticipants: 400,
  subjectsPerCourse: 20,
  topicsPerSubject: 10,
  tags: 200,
}

export const COURSES = 3
export const HEAVY_STUDENT = 1
/** Alternatives per question; question q's right one is at position q mod 4. */
export const ALTERNATIVES = 4
/** The generated layout: which questions, subjects and topics belong to each course. */
export function layout(s: ScaleSizes) {
  const first = [1, Math.floor(s.questions * 0.6) + 1, Math.floor(s.questions * 0.85) + 1, s.questions + 1]
  return {
    firstQuestion: (c: number) => first[c - 1] as number,
    questionCount: (c: number) => (first[c] as number) - (first[c - 1] as number),
    /** A student's course: 60% the first, 25% the second, 15% the third. */
    courseOf: (u: string) => `(case when ${u} % 20 < 12 then 1 when ${u} % 20 < 17 then 2 else 3 end)`,
    /** SQL of a question's subject, given its course. */
    subjectOf: (q: string, c: string) =>
      `((${c} - 1) * ${s.subjectsPerCourse} + 1 + (${q} - (case ${c} ${[1, 2, 3].map((k) => `when ${k} then ${first[k - 1]}`).join(' ')} end)) % ${s.subjectsPerCourse})`,
    /** SQL of a question's first alternative's position that is right. */
    rightPosition: (q: string) => `(${q} % ${ALTERNATIVES})`,
  }
}

/**
 * How many mock answers the sizes give: weekly mock k has students × k / mocks participants, the modo-prova mock
 * heldParticipants, each answering every question.
 */
export function mockAnswerCount(s: ScaleSizes): number {
  let participants = s.heldParticipants
  for (let k = 1; k <= s.mocks; k++) participants += Math.floor((s.students * k) / s.mocks)
  return participants * s.mockQuestions
}

/** The past exam of course 1 whose questions are all calibrated: the proficiency report's reference (decision 0059). */
export const REFERENCE_EXAM = 4
/** The modo-prova mock open now (key at the close), after the weekly ones: its answers are held (decision 0056). */
export const heldMockOf = (s: ScaleSizes) => s.mocks + 1

/**
 * Where a question comes from (issue 31), as SQL of `key` (a number drawn from the question's id): ten bancas, the
 * rare "Rara" on one question in a hundred, eight órgãos, years 2010-2024 and three levels. bench:bank filters by them.
 */
export const BANCAS = [
  'Cebraspe',
  'FGV',
  'Vunesp',
  'EsSA',
  'EEAR',
  'Cesgranrio',
  'FCC',
  'IBFC',
  'Quadrix',
  'Idecan',
]
export const sourcesOf = (key: string) => ({
  banca: `(case when ${key} % 100 = 7 then 'Rara' else (array['${BANCAS.join("','")}'])[1 + ${key} % 10] end)`,
  orgao: `(array['PF','PRF','Exército','Aeronáutica','Marinha','TRF','INSS','Receita'])[1 + (${key} / 7) % 8]`,
  year: `2010 + (${key} / 3) % 15`,
  level: `(array['fundamental','medio','superior'])[1 + (${key} / 11) % 3]`,
})
/** The scale data set's key for sourcesOf: its subjects follow id % 20, so a hash of the id. */
export const SCALE_SOURCE_KEY = '(hashint4(id) & 2147483647)'
