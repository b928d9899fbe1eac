import type { AnswerKeyChange } from '@gabarito/core/contract'
import { Badge, Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { IconBan, IconCheck, IconRestore } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { confirmAction } from '../components/confirm-action'
import { formErrorsOf } from '../components/form-errors'
import {
  type AnswerKeyAlternative,
  annulMessage,
  changedText,
  impactText,
  keyChangeMessage,
  plainText,
  totalText,
} from './answer-key-text'
import { annulQuestion, changeAnswerKey, getImpact, useImpact } from './rescore-api'

export interface AnswerKeyPanelProps {
  questionId: number
  alternatives: readonly AnswerKeyAlternative[]
  /** The right alternative's id now. */
  correta: number | null
  anulada?: boolean
  /** After a saved change: the question's key, status and how many answers changed. */
  onChanged?: (change: AnswerKeyChange) => void
}

/**
 * The answer key of a question that may have answers (decision 0021): choose the new right alternative, see how
 * many answers change before confirming, or annul the question (and undo it). Each change is saved at once, with
 * every answer, report and mock ranking recalculated on the server.
 */
export function AnswerKeyPanel({
  questionId,
  alternatives,
  correta,
  anulada = false,
  onChanged,
}: AnswerKeyPanelProps) {
  const [key, setKey] = useState(correta)
  const [annulled, setAnnulled] = useState(anulada)
  const [selected, setSelected] = useState<number | null>(correta)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    setKey(correta)
    setSelected(correta)
  }, [correta])
  useEffect(() => setAnnulled(anulada), [anulada])

  const pending = selected !== null && selected !== key ? { correta: selected } : null
  const impact = useImpact(questionId, pending)
  const letterOf = (id: number | null) => alternatives.find((a) => a.id === id)?.letra ?? '?'

  const applied = (change: AnswerKeyChange, message: string) => {
    setKey(change.correta)
    setSelected(change.correta)
    setAnnulled(change.anulada)
    notifySuccess(`${message} ${changedText(change.respostas_alteradas)}.`)
    onChanged?.(change)
  }

  const failed = (error: unknown) => {
    const fields = formErrorsOf(error)
    if (fields?.correta) setFieldError(fields.correta)
    else notifyError(errorMessage(error))
  }

  const saveKey = async () => {
    if (!pending || !impact.data) return
    const confirmed = await confirmAction({
      title: 'Alterar o gabarito',
      message: keyChangeMessage(letterOf(pending.correta), impact.data.respostas_alteradas),
      confirmLabel: 'Sim, alterar o gabarito',
    })
    if (!confirmed) return
    setSaving(true)
    try {
      applied(await changeAnswerKey(questionId, pending.correta), 'Gabarito alterado.')
    } catch (error) {
      failed(error)
    } finally {
      setSaving(false)
    }
  }

  const toggleAnnulment = async () => {
    const annul = !annulled
    setSaving(true)
    try {
      const { respostas_alteradas } = await getImpact(questionId, { anulada: annul })
      const confirmed = await confirmAction({
        title: annul ? 'Anular a questão' : 'Desanular a questão',
        message: annulMessage(annul, respostas_alteradas),
        confirmLabel: annul ? 'Sim, anular' : 'Sim, desanular',
      })
      if (confirmed)
        applied(await annulQuestion(questionId, annul), annul ? 'Questão anulada.' : 'Questão desanulada.')
    } catch (error) {
      failed(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Paper withBorder p="md" data-testid="answer-key-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Gabarito</Title>
          {annulled && (
            <Badge color="red" variant="light">
              Anulada
            </Badge>
          )}
        </Group>
        <Radio.Group
          label="Alternativa correta"
          value={selected === null ? null : String(selected)}
          onChange={(value) => {
            setFieldError(null)
            setSelected(Number(value))
          }}
          error={fieldError}
        >
          <Stack gap={6} mt={4}>
            {alternatives.map((a) => (
              <Radio
                key={a.id}
                value={String(a.id)}
                label={`${a.letra}) ${plainText(a.texto)}${a.id === key ? ' (atual)' : ''}`}
                disabled={saving}
              />
            ))}
          </Stack>
        </Radio.Group>
        {pending && (
          <Text size="sm" aria-live="polite" data-testid="answer-key-impact">
            {impact.isPending ? (
              <Loader size="xs" />
            ) : impact.isError ? (
              `Erro: ${errorMessage(impact.error)}`
            ) : impact.data ? (
              <>
                <strong>{impactText(impact.data.respostas_alteradas)}</strong>{' '}
                {impact.data.respostas_total > 0 ? totalText(impact.data.respostas_total) : ''}
              </>
            ) : null}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            leftSection={<IconCheck size={16} />}
            onClick={saveKey}
            disabled={!pending || !impact.data || saving}
            loading={saving && pending !== null}
          >
            Salvar gabarito
          </Button>
          <Button
            variant="light"
            color={annulled ? 'blue' : 'red'}
            leftSection={annulled ? <IconRestore size={16} /> : <IconBan size={16} />}
            onClick={toggleAnnulment}
            disabled={saving}
          >
            {annulled ? 'Desanular questão' : 'Anular questão'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
