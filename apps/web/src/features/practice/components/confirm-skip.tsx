import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { skipQuestion } from '../api/skip-question'
import { practiceTexts } from '../texts'

/**
 * Pular (subject practice): after the confirmation the skip is reported to the server and the question dropped,
 * even when the report fails (it then says so).
 */
export function confirmSkip(courseId: number, questionId: number, onSkipped: (questionId: number) => void) {
  modals.openConfirmModal({
    title: 'Pular questão',
    children: <Text size="sm">{practiceTexts.confirmSkip}</Text>,
    labels: { confirm: 'Sim, pular', cancel: 'Cancelar' },
    onConfirm: async () => {
      try {
        await skipQuestion(courseId, questionId)
      } catch (error) {
        notifyError(errorMessage(error, practiceTexts.skipFailed))
      }
      onSkipped(questionId)
    },
  })
}
