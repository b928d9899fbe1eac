import { Button } from '@mantine/core'
import { IconBookmarkPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useCurrentCourse } from '@/lib/current-course'

/**
 * "Salvar no caderno": the question into one of the student's list cadernos, or a new one (issue 31). The picker
 * loads on the first click, keeping the practice screen light.
 */
export function SaveToNotebookButton({ questionId }: { questionId: number }) {
  const course = useCurrentCourse()
  const [opening, setOpening] = useState(false)
  if (!course) return null
  const open = async () => {
    setOpening(true)
    try {
      const { openSaveToNotebook } = await import('./save-to-notebook-modal')
      openSaveToNotebook(course.id, questionId)
    } finally {
      setOpening(false)
    }
  }
  return (
    <Button
      variant="light"
      size="md"
      loading={opening}
      leftSection={<IconBookmarkPlus size={18} aria-hidden />}
      onClick={open}
    >
      Salvar no caderno
    </Button>
  )
}
