import { formatCount, STAFF_ALTERNATIVES } from '@gabarito/core'
import { ActionIcon, Button, Group, Input, Paper, Radio, Stack, Text, Tooltip } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { IMAGE_UPLOAD_PATH } from '@/features/staff-questions/api/questions'
import { type AlternativeDraft, move, newAlternative } from './question-form'

const LETTERS = 'ABCDEF'

interface AlternativesEditorProps {
  alternatives: AlternativeDraft[]
  correct: number
  onChange: (alternatives: AlternativeDraft[], correct: number) => void
  /** Server messages by field (`alternativas`, `alternativas.1.texto`, `correta`). */
  errors: Record<string, string>
}

/**
 * The alternatives in order (2 to 6), each with its rich text, the radio marking the right one, and moves up and
 * down. One already chosen by students cannot be removed (the server refuses it too): edit its text instead.
 */
export function AlternativesEditor({ alternatives, correct, onChange, errors }: AlternativesEditorProps) {
  const correctKey = alternatives[correct]?.key
  const change = (next: AlternativeDraft[]) => {
    const index = next.findIndex((a) => a.key === correctKey)
    onChange(next, index === -1 ? 0 : index)
  }
  return (
    <Input.Wrapper
      label="Alternativas"
      description="Marque a correta. De 2 a 6 alternativas, na ordem em que o aluno as vê."
      error={errors.alternativas ?? errors.correta}
      required
    >
      <Radio.Group
        value={correctKey ?? null}
        onChange={(key) =>
          onChange(
            alternatives,
            Math.max(
              0,
              alternatives.findIndex((a) => a.key === key),
            ),
          )
        }
        label="Alternativa correta"
        mt="xs"
      >
        <Stack gap="sm" mt={4}>
          {alternatives.map((alternative, i) => (
            <Paper key={alternative.key} withBorder p="sm" data-testid="alternativa-editor">
              <Group justify="space-between" mb={6} wrap="nowrap">
                <Radio value={alternative.key} label={`Alternativa ${LETTERS[i]}`} />
                <Group gap={4} wrap="nowrap">
                  {alternative.respostas > 0 && (
                    <Text size="xs" c="dimmed">
                      {formatCount(alternative.respostas, 'resposta', 'respostas')}
                    </Text>
                  )}
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Subir a alternativa ${LETTERS[i]}`}
                    disabled={i === 0}
                    onClick={() => change(move(alternatives, i, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Descer a alternativa ${LETTERS[i]}`}
                    disabled={i === alternatives.length - 1}
                    onClick={() => change(move(alternatives, i, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <Tooltip
                    label={
                      alternative.respostas > 0
                        ? 'Já foi respondida: não pode ser removida, altere o texto.'
                        : `Remover a alternativa ${LETTERS[i]}`
                    }
                  >
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remover a alternativa ${LETTERS[i]}`}
                      disabled={alternative.respostas > 0 || alternatives.length <= STAFF_ALTERNATIVES.min}
                      onClick={() => change(alternatives.filter((a) => a.key !== alternative.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <RichTextInput
                label={`Texto da alternativa ${LETTERS[i]}`}
                initialValue={alternative.texto}
                onChange={(texto) =>
                  onChange(
                    alternatives.map((a) => (a.key === alternative.key ? { ...a, texto } : a)),
                    correct,
                  )
                }
                error={errors[`alternativas.${i}.texto`] ?? errors[`alternativas.${i}.id`]}
                imageUploadPath={IMAGE_UPLOAD_PATH}
                testId={`alternativa-${i}`}
                minHeight={48}
              />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      <Button
        mt="sm"
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={alternatives.length >= STAFF_ALTERNATIVES.max}
        onClick={() => onChange([...alternatives, newAlternative()], correct)}
      >
        Adicionar alternativa
      </Button>
    </Input.Wrapper>
  )
}
