import { Button, Group, Stack, Text } from '@mantine/core'
import { IconDeviceFloppy, IconLock, IconPlayerPlay } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { Notice } from '@/components/light/notice'
import { SeePlansButton } from '@/components/see-plans-button'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { Course } from '@/lib/current-course'
import { useBankCount } from '../api/bank'
import { type BankFilter, bankFilterParams, FILTERED_PARAM, questionCountText } from '../lib/bank-filter'

interface BankFilterActionsProps {
  course: Course
  filter: BankFilter
  onClear: () => void
}

/** The practice screen's URL for a filter: a reload keeps it. */
export function filteredPracticePath(filter: BankFilter): string {
  const params = bankFilterParams(filter)
  params.set(FILTERED_PARAM, '1')
  return `/v2/geral/perguntas?${params}`
}

/** What the filter matches now: "1.284 questões"; without a plan, the PRO notice and "Ver planos". */
function CountLine({ count }: { count: ReturnType<typeof useBankCount> }) {
  if (count.error instanceof ApiError && count.error.status === 423) {
    return (
      <Notice color="orange" icon={<IconLock size={20} />} data-testid="filtro-pro">
        <Stack gap="xs" align="flex-start">
          {/* In the text's colour: the notice's orange title reads too faint on its background (axe). */}
          <Text size="sm" fw={700}>
            Recurso do plano PRO
          </Text>
          <Text size="sm">{errorMessage(count.error)}</Text>
          <SeePlansButton size="xs" />
        </Stack>
      </Notice>
    )
  }
  let said = 'Contando questões…'
  if (count.isError) said = errorMessage(count.error, 'Não foi possível contar as questões.')
  else if (count.data) said = questionCountText(count.data.total)
  return (
    <Text fw={700} c={count.isError ? 'red' : undefined} aria-live="polite" data-testid="contagem-filtro">
      {said}
    </Text>
  )
}

/** The count, "Praticar", "Salvar filtro como caderno" and "Limpar filtros". */
export function BankFilterActions({ course, filter, onClear }: BankFilterActionsProps) {
  const navigate = useNavigate()
  const count = useBankCount(course.id, filter)
  const locked = count.error instanceof ApiError && count.error.status === 423
  const saveAsNotebook = async () => {
    const { openSaveFilter } = await import('./save-filter-modal')
    openSaveFilter(course.id, filter)
  }
  return (
    <Stack gap="xs">
      <CountLine count={count} />
      <Group gap="xs">
        <Button
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          disabled={locked || count.data?.total === 0}
          onClick={() => navigate(filteredPracticePath(filter))}
        >
          Praticar
        </Button>
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          disabled={locked}
          onClick={() => void saveAsNotebook()}
        >
          Salvar filtro como caderno
        </Button>
        <Button variant="subtle" onClick={onClear}>
          Limpar filtros
        </Button>
      </Group>
    </Stack>
  )
}
