import type { ComponentType } from 'react'

/**
 * What other features show on an answered question. A feature imports no other (decision 0011), so app/practice/
 * gives them to the practice screens, which hand them to the card (decision 0075).
 */
export interface QuestionExtras {
  /**
   * The Discussão tab under the result (features/discussion, loaded once shown); `opensAt`: the close of the
   * modo-prova mock that holds the question, when its discussion opens.
   */
  DiscussionTab: ComponentType<{ questionId: number; opensAt?: string }>
  /** "Salvar no caderno" beside "Proxima Pergunta" (features/bank). */
  SaveToNotebookButton: ComponentType<{ questionId: number }>
}
