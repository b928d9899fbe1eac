import { useOfflineStatus } from '../offline/offline-status'
import { practiceTexts } from '../texts'
import { HeldAnswerView } from './answer-result'

/**
 * An answer kept on the device without a connection (issue 33): "o resultado aparece quando a conexão voltar" until
 * the sync sends it, then where its result is (the "Respostas enviadas" list).
 */
export function KeptAnswerView({ onNext }: { onNext: () => void }) {
  const { online, pending } = useOfflineStatus()
  return (
    <HeldAnswerView
      onNext={onNext}
      text={online && pending === 0 ? practiceTexts.keptSent : practiceTexts.kept}
    />
  )
}
