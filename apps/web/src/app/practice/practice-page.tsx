import { type ComponentType, lazy } from 'react'
import { SaveToNotebookButton } from '@/features/bank/components/save-to-notebook-button'
import type { QuestionExtras } from '@/features/practice/components/question-extras'
import { type Course, useCurrentCourse } from '@/lib/current-course'

// The discussion loads once a question is answered: it stays out of the practice screen's first load (its budget).
const DiscussionTab = lazy(async () => ({
  default: (await import('@/features/discussion/components/discussion-tab')).DiscussionTab,
}))

/** What the practice screens show on an answered question from other features (decision 0075). */
export const questionExtras: QuestionExtras = { DiscussionTab, SaveToNotebookButton }

/** A practice screen of the current course, anew for another course, with the answered question's extras. */
export function practicePage(Screen: ComponentType<{ course: Course; extras: QuestionExtras }>) {
  return function PracticePage() {
    const course = useCurrentCourse()
    if (!course) return null
    return <Screen key={course.id} course={course} extras={questionExtras} />
  }
}
