import { Badge, Button, Paper } from '@mantine/core'
import { IconFilter } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { SkeletonBlock } from '@/components/light/skeleton-block'
import type { Course } from '@/lib/current-course'
import type { BankFilter } from '../lib/bank-filter'

// The panel's selects weigh more than the practice screen's budget allows on its first load: they come on demand.
const BankFilterPanel = lazy(async () => ({ default: (await import('./bank-filter-panel')).BankFilterPanel }))

interface BankFilterLauncherProps {
  course: Course
  /** The filter practised now (filtered practice), or none (subject practice). */
  filter: BankFilter | null
  /** Filtered practice shows the panel at once. */
  startOpen?: boolean
}

/** "Filtrar questões" (PRO): opens the question bank's filter panel (issue 31). */
export function BankFilterLauncher({ course, filter, startOpen = false }: BankFilterLauncherProps) {
  const [open, setOpen] = useState(startOpen)
  if (!open) {
    return (
      <Button
        variant="light"
        fullWidth
        mt="sm"
        leftSection={<IconFilter size={18} aria-hidden />}
        rightSection={
          <Badge size="xs" color="yellow.5" autoContrast variant="filled" radius="sm" component="span">
            PRO
          </Badge>
        }
        onClick={() => setOpen(true)}
      >
        Filtrar questões
      </Button>
    )
  }
  return (
    <Suspense
      fallback={
        <Paper withBorder p="md" mt="sm">
          <SkeletonBlock height={240} />
        </Paper>
      }
    >
      <BankFilterPanel course={course} filter={filter} />
    </Suspense>
  )
}
