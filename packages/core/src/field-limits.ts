/**
 * The longest text each form field takes (issue 48, decision 0077): the server's schemas refuse past it and the web's
 * inputs stop there, both reading it here so the two cannot drift. Plain numbers, outside contract/, so the web may
 * import them at run time without the schemas. Limits already named beside their rule stay there
 * (`DISCUSSION_TEXT_MAX`, `COMMENT_REPLY_MAX_LENGTH`, `COMMENT_MAX_LENGTH`, `SOURCE_TEXT_MAX`).
 */
export const TEXT_MAX = {
  /** A table's "Pesquisar" (the DataTables `search[value]`) and the staff's question search. */
  tableSearch: 200,
  /** A course's, subject's or topic's name. */
  courseName: 150,
  /** A course's, subject's or topic's description (plain text). */
  courseDescription: 2000,
  /** A topic's acronym (sigla). */
  topicAcronym: 20,
  /** A news item's or a study text's title. */
  contentTitle: 200,
  /** A concept's name, in the concepts' screen and as a question's tag. */
  conceptName: 300,
  /** Why staff grant a plan, or refund or cancel a payment. */
  staffReason: 500,
  /** A mock's name. */
  mockName: 200,
  /** A personal summary's title. */
  summaryName: 150,
  /** A caderno's name. */
  notebookName: 80,
} as const

/** The ranges of the number inputs whose values the server refuses outside them, as the web's inputs offer them. */
export const NUMBER_RANGE = {
  /** The months of a plan's price, or of a plan staff grant. */
  planMonths: { min: 1, max: 36 },
  /** A course's place in the lists. */
  courseOrder: { min: 0, max: 100_000 },
  /** The weekly mock's questions per subject. */
  mockQuestionsPerSubject: { min: 1, max: 50 },
  /** A mock's time limit, in minutes. */
  mockMinutes: { min: 1, max: 1440 },
  /** A staff mock's questions, and those drawn from one subject. */
  mockQuestions: { min: 1, max: 200 },
  /** A question's or a past exam's year. */
  sourceYear: { min: 1900, max: 2100 },
  /** A question's number in its past exam. */
  examNumber: { min: 1, max: 9999 },
} as const
