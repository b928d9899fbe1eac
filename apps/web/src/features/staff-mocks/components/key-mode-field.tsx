import { MOCK_KEY_MODE, type MockKeyMode } from '@gabarito/core'
import { Radio, Stack } from '@mantine/core'

interface KeyModeFieldProps {
  value: MockKeyMode
  onChange: (mode: MockKeyMode) => void
  /** The mock has answers: the mode cannot change any more (the server answers 409). */
  locked: boolean
  error?: string
}

/** "Gabarito": after each question, or at the close (modo prova, issue 29). */
export function KeyModeField({ value, onChange, locked, error }: KeyModeFieldProps) {
  return (
    <Radio.Group
      label="Gabarito"
      description={
        locked
          ? 'Este simulado já tem respostas: o momento do gabarito não pode mais mudar.'
          : 'No modo prova, o gabarito, os comentários e o ranking só saem no encerramento.'
      }
      value={value}
      onChange={(mode) => onChange(mode as MockKeyMode)}
      error={error}
    >
      <Stack gap={6} mt={6}>
        <Radio value={MOCK_KEY_MODE.immediate} label="Imediato (a cada questão)" disabled={locked} />
        <Radio value={MOCK_KEY_MODE.atClose} label="Ao encerrar (modo prova)" disabled={locked} />
      </Stack>
    </Radio.Group>
  )
}
