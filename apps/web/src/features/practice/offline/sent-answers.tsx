import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleX, IconLock } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { getStoredUser } from '@/lib/stored-user'
import type { SentAnswer } from './offline-db'
import { useOfflineStatus } from './offline-status'
import { offlineTexts } from './offline-texts'

function Outcome({ answer }: { answer: SentAnswer }) {
  if (!answer.counted) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={18} aria-hidden />
        <Text size="sm">
          <strong>{offlineTexts.notCounted}:</strong> {answer.message}
        </Text>
      </Group>
    )
  }
  const Icon = answer.correct ? IconCircleCheck : IconCircleX
  return (
    <Group gap={6} wrap="nowrap">
      <Icon
        size={18}
        aria-hidden
        color={answer.correct ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)'}
      />
      <Text size="sm">{answer.correct ? offlineTexts.right : offlineTexts.wrong}</Text>
    </Group>
  )
}

/**
 * "Respostas enviadas": the answers given without a connection, each with what the server said once sent (right,
 * wrong, or not counted with its message), until the student clears the list.
 */
export function SentAnswers({ courseId }: { courseId: number }) {
  const { version, sent } = useOfflineStatus()
  const [answers, setAnswers] = useState<SentAnswer[]>([])
  const user = getStoredUser()?.id ?? null

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever the stored answers do.
  useEffect(() => {
    if (user === null || sent === 0) {
      setAnswers([])
      return
    }
    let stale = false
    void import('./offline-db').then(async ({ sentAnswers }) => {
      const list = await sentAnswers(user, courseId)
      if (!stale) setAnswers(list)
    })
    return () => {
      stale = true
    }
  }, [user, courseId, version, sent])

  if (answers.length === 0 || user === null) return null
  const clear = async () => {
    const offline = await import('./offline-work')
    await offline.forgetSent(user, courseId)
    await offline.refreshCounts(user)
  }
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="respostas-enviadas"
      data-testid="respostas-enviadas"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5" id="respostas-enviadas">
            {offlineTexts.sentTitle}
          </Title>
          <Button size="compact-sm" variant="subtle" onClick={() => void clear()}>
            {offlineTexts.clear}
          </Button>
        </Group>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {answers.map((answer) => (
            <li key={answer.chave} data-testid="resposta-enviada" data-contada={answer.counted}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  Questão #{answer.questionId}
                </Text>
                <Outcome answer={answer} />
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}
