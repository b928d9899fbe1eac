import { Button, Group } from '@mantine/core'
import { IconEdit, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'

interface RowActionsProps {
  /** The row's name, read by screen readers: "Editar <name>". */
  name: string
  editTo: string
  /** Without it there is no "Excluir" (a row that cannot be deleted). */
  onDelete?: () => void
}

/** A staff table row's "Editar" and "Excluir" buttons. */
export function RowActions({ name, editTo, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={editTo}
        leftSection={<IconEdit size={16} aria-hidden />}
        aria-label={`Editar ${name}`}
      >
        Editar
      </Button>
      {onDelete && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={onDelete}
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`Excluir ${name}`}
        >
          Excluir
        </Button>
      )}
    </Group>
  )
}
