import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Course } from '@/lib/current-course'
import { useNotebooks } from '../api/notebooks'

/** Beside a caderno practised: its name (or that it is gone) and the way back to "Meus cadernos". */
export function NotebookSummary({ course, notebookId }: { course: Course; notebookId: number }) {
  const notebooks = useNotebooks(course.id)
  const notebook = notebooks.data?.find((n) => n.id === notebookId)
  let about: ReactNode = null
  if (notebook) {
    about = (
      <Text fw={600} data-testid="caderno-atual">
        {notebook.nome}
      </Text>
    )
  } else if (notebooks.isSuccess) {
    about = <Text c="dimmed">Caderno não encontrado.</Text>
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        {about}
        <Button
          component={Link}
          to="/v2/geral/cadernos"
          size="xs"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Meus cadernos
        </Button>
      </Stack>
    </Paper>
  )
}
