import { IconBookmarkPlus } from '@tabler/icons-react'
import { LazyModalButton } from '@/components/form/lazy-modal-button'
import { useCurrentCourse } from '@/lib/current-course'

/** "Salvar no caderno": the question into one of the student's list cadernos, or a new one (issue 31). */
export function SaveToNotebookButton({ questionId }: { questionId: number }) {
  const course = useCurrentCourse()
  if (!course) return null
  const open = async () =>
    (await import('./save-to-notebook-modal')).openSaveToNotebook(course.id, questionId)
  return (
    <LazyModalButton
      icon={<IconBookmarkPlus size={18} aria-hidden />}
      label="Salvar no caderno"
      open={open}
    />
  )
}
