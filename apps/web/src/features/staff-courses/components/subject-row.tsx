import { formatCount } from '@gabarito/core'
import type { StaffSubject, StaffTopic } from '@gabarito/core/contract'
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react'

export interface RowActions {
  onEdit: () => void
  onToggle: () => void
  onDelete: () => void
  onMove: (step: -1 | 1) => void
}

interface ItemRowProps extends RowActions {
  item: StaffSubject | StaffTopic
  kind: 'disciplina' | 'assunto'
  first: boolean
  last: boolean
}

/** One subject or topic: name, acronym, state, uses, and its actions (move, edit, hide or show, delete). */
export function ItemRow({ item, kind, first, last, onEdit, onToggle, onDelete, onMove }: ItemRowProps) {
  const used = item.perguntas + item.resumos > 0
  const sigla = 'sigla' in item && item.sigla ? `${item.sigla} · ` : ''
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={`${kind}-${item.id}`}>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={kind === 'disciplina' ? 600 : 400} c={item.visivel ? undefined : 'dimmed'}>
            {sigla}
            {item.nome}
          </Text>
          {!item.visivel && (
            <Badge size="xs" color="gray" tt="none">
              oculta dos alunos
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatCount(item.perguntas, 'questão', 'questões')} ·{' '}
          {formatCount(item.resumos, 'resumo', 'resumos')}
        </Text>
      </div>
      <Group gap={2} wrap="nowrap">
        <Tooltip label="Subir">
          <ActionIcon
            variant="subtle"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={`Subir ${item.nome}`}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Descer">
          <ActionIcon
            variant="subtle"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={`Descer ${item.nome}`}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Editar">
          <ActionIcon variant="light" onClick={onEdit} aria-label={`Editar ${item.nome}`}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={item.visivel ? 'Ocultar dos alunos' : 'Mostrar aos alunos'}>
          <ActionIcon
            variant="subtle"
            onClick={onToggle}
            aria-label={`${item.visivel ? 'Ocultar' : 'Mostrar'} ${item.nome}`}
          >
            {item.visivel ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={used ? 'Tem questões ou resumos: só pode ser ocultada' : 'Excluir'}>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={used}
            onClick={onDelete}
            aria-label={`Excluir ${item.nome}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  )
}

/** The ids in order with the item at `index` moved one step up (-1) or down (1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids]
  const other = index + step
  if (other < 0 || other >= next.length) return next
  ;[next[index], next[other]] = [next[other] as number, next[index] as number]
  return next
}
