import { CPF_DIGITS } from '@gabarito/core'
import { Stack, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { type FormEvent, useState } from 'react'
import { ModalActions } from '@/components/form/modal-actions'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { shareSummary } from '../api/summary-shares'
import { summaryTexts } from '../texts'

/** The CPF is checked here first (non-empty, digits only): nothing is sent otherwise. */
function localError(cpf: string): string | null {
  if (!cpf) return 'Informe o CPF.'
  if (!/^\d+$/.test(cpf)) return 'Informe o CPF só com números.'
  return null
}

function ShareForm({ summaryId, onDone }: { summaryId: number; onDone: () => void }) {
  const [cpf, setCpf] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = cpf.trim()
    const problem = localError(value)
    if (problem) {
      setError(problem)
      return
    }
    setSending(true)
    try {
      await shareSummary(summaryId, value)
      notifySuccess(summaryTexts.shared)
      onDone()
    } catch (failure) {
      // SPEC section 8: a share failure shows the server's message.
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors.usuario ?? errorMessage(failure))
          : errorMessage(failure),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="CPF"
          description="Só os números, como 12345678909."
          inputMode="numeric"
          autoComplete="off"
          maxLength={CPF_DIGITS}
          data-autofocus
          value={cpf}
          error={error}
          onChange={(event) => {
            setCpf(event.currentTarget.value)
            setError(null)
          }}
        />
        <ModalActions onCancel={onDone} saving={sending}>
          Compartilhar
        </ModalActions>
      </Stack>
    </form>
  )
}

/** The Compartilhar modal: asks for the CPF of the student to share with. */
export function openShareModal(summaryId: number) {
  const id = modals.open({
    title: 'Compartilhar resumo',
    children: <ShareForm summaryId={summaryId} onDone={() => modals.close(id)} />,
  })
}
