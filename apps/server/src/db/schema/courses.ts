import { STUDY_TEXT_KIND } from '@gabarito/core'
import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, requiredRef, serialId, stampedAt } from './columns.ts'

/** A course (the SPEC's "modulo"): what students pick, and what plans are sold for. */
export const courses = pgTable('courses', {
  id: serialId(),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  image: varchar('image', { length: 300 }),
  /** HTML price text shown on the course card (the SPEC's `valor`). */
  priceHtml: text('price_html').notNull().default(''),
  termsHtml: text('terms_html').notNull().default(''),
  mockTermsHtml: text('mock_terms_html').notNull().default(''),
  hasNews: boolean('has_news').notNull().default(true),
  hasQuestions: boolean('has_questions').notNull().default(true),
  hasMaterial: boolean('has_material').notNull().default(true),
  hasMock: boolean('has_mock').notNull().default(false),
  /** Questions per subject in the weekly mock composed automatically (decision 0012). */
  mockQuestionsPerSubject: smallint('mock_questions_per_subject').notNull().default(10),
  hasPastExams: boolean('has_past_exams').notNull().default(false),
  hasReports: boolean('has_reports').notNull().default(false),
  hasConcepts: boolean('has_concepts').notNull().default(false),
  /** The SPEC's `index` flag: the course card shows 'Acesso PRO até dd/mm/yyyy'. */
  showsProAccess: boolean('shows_pro_access').notNull().default(false),
  /** Listed on the course choice screen. */
  visible: boolean('visible').notNull().default(true),
  /** Listed on the home page with a Buy button. */
  onSale: boolean('on_sale').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
})

export const subjects = pgTable(
  'subjects',
  {
    id: serialId(),
    courseId: ownedBy('course_id', () => courses.id),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Staff hide a subject that has questions instead of deleting it; a hidden subject leaves the student's screens. */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('subjects_course_idx').on(t.courseId, t.position)],
)

export const topics = pgTable(
  'topics',
  {
    id: serialId(),
    subjectId: ownedBy('subject_id', () => subjects.id),
    name: varchar('name', { length: 150 }).notNull(),
    acronym: varchar('acronym', { length: 20 }).notNull().default(''),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** As a subject's: hidden instead of deleted once it has questions. */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('topics_subject_idx').on(t.subjectId, t.position)],
)

export const news = pgTable(
  'news',
  {
    id: serialId(),
    courseId: ownedBy('course_id', () => courses.id),
    title: varchar('title', { length: 200 }).notNull(),
    image: varchar('image', { length: 300 }),
    summaryHtml: text('summary_html').notNull().default(''),
    publishedAt: stampedAt('published_at'),
  },
  (t) => [index('news_course_idx').on(t.courseId, t.publishedAt)],
)

/** Study material (the SPEC's "resumo"). */
export const studyTexts = pgTable(
  'study_texts',
  {
    id: serialId(),
    courseId: ownedBy('course_id', () => courses.id),
    subjectId: requiredRef('subject_id', () => subjects.id),
    topicId: integer('topic_id').references(() => topics.id),
    title: varchar('title', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull().default(STUDY_TEXT_KIND.text),
    contentHtml: text('content_html').notNull().default(''),
    /** Readable only with an active plan for the course. */
    restricted: boolean('restricted').notNull().default(false),
    accessCount: integer('access_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('study_texts_course_idx').on(t.courseId, t.accessCount)],
)
