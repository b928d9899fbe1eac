import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconLock } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Notice } from '@/components/light/notice'
import { SeePlansButton } from '@/components/see-plans-button'
import type { LoadProblem } from '../lib/load-problem-handlers'

interface LoadProblemPanelProps {
  problem: LoadProblem
  onRetry: () => void
  /** More ways out (another subject, all topics). */
  children?: ReactNode
}

export function LoadProblemPanel({ problem, onRetry, children }: LoadProblemPanelProps) {
  const locked = problem.kind === 'locked'
  return (
    <Notice
      color={locked ? 'orange' : 'red'}
      icon={locked ? <IconLock size={20} /> : <IconAlertTriangle size={20} />}
      title={locked ? 'Recurso do plano PRO' : 'Nenhuma questão para mostrar'}
      data-testid="problema-carga"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{problem.message}</Text>
        <Group gap="xs">
          {locked && <SeePlansButton size="sm" />}
          {children}
          <Button size="sm" variant="default" onClick={onRetry}>
            Tentar de novo
          </Button>
        </Group>
      </Stack>
    </Notice>
  )
}

export function LoadingQuestions({ label = 'Carregando questões…' }: { label?: string }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm">
        <Loader color="brand" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Paper>
  )
}
