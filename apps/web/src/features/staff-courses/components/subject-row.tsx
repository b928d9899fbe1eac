import { formatCount } from '@gabarito/core'
import type { StaffSubject, StaffTopic } from '@gabarito/core/contract'
import { Badge, Group, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react'
import { TooltipAction } from '@/components/staff/tooltip-action'

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

const MOVES = [
  { step: -1, verb: 'Subir', icon: IconArrowUp },
  { step: 1, verb: 'Descer', icon: IconArrowDown },
] as const

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
        {MOVES.map(({ step, verb, icon }) => (
          <TooltipAction
            key={verb}
            tip={verb}
            variant="subtle"
            disabled={step < 0 ? first : last}
            onClick={() => onMove(step)}
            label={`${verb} ${item.nome}`}
            icon={icon}
          />
        ))}
        <TooltipAction
          tip="Editar"
          variant="light"
          onClick={onEdit}
          label={`Editar ${item.nome}`}
          icon={IconPencil}
        />
        <TooltipAction
          tip={item.visivel ? 'Ocultar dos alunos' : 'Mostrar aos alunos'}
          variant="subtle"
          onClick={onToggle}
          label={`${item.visivel ? 'Ocultar' : 'Mostrar'} ${item.nome}`}
          icon={item.visivel ? IconEyeOff : IconEye}
        />
        <TooltipAction
          tip={used ? 'Tem questões ou resumos: só pode ser ocultada' : 'Excluir'}
          variant="subtle"
          color="red"
          disabled={used}
          onClick={onDelete}
          label={`Excluir ${item.nome}`}
          icon={IconTrash}
        />
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
