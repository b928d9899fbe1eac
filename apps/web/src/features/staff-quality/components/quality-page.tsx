import {
  DISMISSABLE_QUALITY_REASONS,
  type DismissableQualityReason,
  formatCount,
  formatDateTime,
  formatNumber,
  QUALITY_REASON_LABELS,
} from '@gabarito/core'
import type { QualityRow } from '@gabarito/core/contract'
import { Alert, Button, Group, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core'
import { IconCalculator, IconCheck, IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import { ScrollTable } from '@/components/scroll-table'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { confirmAction } from '@/components/staff/confirm-action'
import { indexText, ReasonBadges, shareText } from '@/components/staff/reason-badges'
import { TooltipAction } from '@/components/staff/tooltip-action'
import {
  dismiss,
  recalculate,
  reloadQualityQueue,
  useQualityQueue,
} from '@/features/staff-quality/api/quality-queue'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useManagerSelection } from '@/lib/staff-selection'
import { calibrationText } from '../lib/calibration-text'

/**
 * The row's first reason a staff member may dismiss; null when it has none (extreme parameters go away only when a
 * calibration brings them back, decision 0059).
 */
const dismissableReason = (row: QualityRow) =>
  (row.motivos.find((reason) => (DISMISSABLE_QUALITY_REASONS as readonly string[]).includes(reason)) ??
    null) as DismissableQualityReason | null

/** Asks for the justification (5 characters at least) and dismisses `reason` of the row; true when done. */
async function dismissRow(row: QualityRow, reason: DismissableQualityReason): Promise<boolean> {
  let note = ''
  const label = QUALITY_REASON_LABELS[reason]
  const confirmed = await confirmAction({
    title: 'Dispensar alerta',
    message: (
      <Stack gap="xs">
        <Text size="sm">
          Dispensar o alerta "{label}" da questão #{row.pergunta_id}? Ele volta se as estatísticas mudarem
          bastante ou surgirem novos comentários.
        </Text>
        <Textarea
          label="Justificativa"
          required
          autosize
          minRows={2}
          data-autofocus
          data-testid="dispensar-justificativa"
          onChange={(event) => {
            note = event.currentTarget.value
          }}
        />
      </Stack>
    ),
    confirmLabel: 'Dispensar',
    danger: false,
  })
  if (!confirmed) return false
  try {
    await dismiss(row.pergunta_id, reason, note)
    notifySuccess('Alerta dispensado.')
    return true
  } catch (error) {
    notifyError(errorMessage(error))
    return false
  }
}

function QueueTable({ rows, onDismissed }: { rows: QualityRow[]; onDismissed: () => void }) {
  return (
    <ScrollTable
      minWidth={820}
      striped
      highlightOnHover
      data-testid="fila-revisao"
      head={
        <>
          <Table.Th>Questão</Table.Th>
          <Table.Th>Motivos</Table.Th>
          <Table.Th ta="right">Respostas</Table.Th>
          <Table.Th ta="right">Facilidade</Table.Th>
          <Table.Th ta="right">Discriminação</Table.Th>
          <Table.Th ta="right">Comentários</Table.Th>
          <Table.Th>Ações</Table.Th>
        </>
      }
    >
      {rows.map((row) => {
        const dismissable = dismissableReason(row)
        return (
          <Table.Tr key={row.pergunta_id} data-testid={`revisao-${row.pergunta_id}`}>
            <Table.Td maw={360}>
              <Text size="sm" fw={600}>
                #{row.pergunta_id} · {row.disciplina}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {row.enunciado}
              </Text>
            </Table.Td>
            <Table.Td miw={170}>
              <ReasonBadges reasons={row.motivos} />
            </Table.Td>
            <Table.Td ta="right">{formatNumber(row.respostas)}</Table.Td>
            <Table.Td ta="right">{shareText(row.facilidade)}</Table.Td>
            <Table.Td ta="right">{indexText(row.discriminacao)}</Table.Td>
            <Table.Td ta="right">{formatNumber(row.comentarios)}</Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <TooltipAction
                  tip="Abrir no editor"
                  to={`/admin/perguntas/${row.pergunta_id}`}
                  variant="light"
                  label={`Abrir a questão ${row.pergunta_id} no editor`}
                  icon={IconPencil}
                />
                {dismissable && (
                  <TooltipAction
                    tip={`Dispensar "${QUALITY_REASON_LABELS[dismissable]}"`}
                    variant="subtle"
                    color="gray"
                    label={`Dispensar o alerta da questão ${row.pergunta_id}`}
                    onClick={async () => {
                      if (await dismissRow(row, dismissable)) onDismissed()
                    }}
                    icon={IconCheck}
                  />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )
      })}
    </ScrollTable>
  )
}

function CourseQueue({ moduloId }: { moduloId: number }) {
  const queue = useQualityQueue(moduloId)
  const [running, setRunning] = useState(false)
  const reload = () => reloadQualityQueue(moduloId)
  async function run() {
    setRunning(true)
    try {
      const result = await recalculate(moduloId)
      notifySuccess(
        `Estatísticas calculadas: ${formatCount(result.perguntas, 'questão', 'questões')}, ${formatCount(result.respostas, 'resposta', 'respostas')}.`,
      )
      await reload()
    } catch (error) {
      notifyError(errorMessage(error))
    } finally {
      setRunning(false)
    }
  }
  return (
    <>
      <AdminPageTitle
        actions={
          <Button leftSection={<IconCalculator size={16} />} loading={running} onClick={run}>
            Recalcular estatísticas
          </Button>
        }
      >
        Revisão de questões
      </AdminPageTitle>
      {queue.isError && <Alert color="red">{errorMessage(queue.error)}</Alert>}
      {!queue.data && !queue.isError && <Skeleton height={240} />}
      {queue.data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="calculadas-em">
            {queue.data.calculadas_em
              ? `Estatísticas calculadas em ${formatDateTime(queue.data.calculadas_em)}, a partir da primeira resposta de cada aluno.`
              : 'As estatísticas deste curso ainda não foram calculadas.'}
          </Text>
          <Text size="sm" c="dimmed" data-testid="calibracao">
            {calibrationText(queue.data)}
          </Text>
          {queue.data.data.length === 0 ? (
            <Alert color="green" variant="light">
              Nenhuma questão na fila de revisão.
            </Alert>
          ) : (
            <QueueTable rows={queue.data.data} onDismissed={reload} />
          )}
        </Stack>
      )}
    </>
  )
}

/**
 * `#/admin/revisao` (decision 0024): the selected course's questions with a probably wrong key, an extreme facility
 * or several open comments, the most answered first; each opens in the question editor or is dismissed with a reason.
 */
export function QualityPage() {
  const { moduloId } = useManagerSelection()
  if (moduloId === null)
    return (
      <>
        <AdminPageTitle>Revisão de questões</AdminPageTitle>
        <ChooseCourse toDo="ver a fila de revisão das suas questões" />
      </>
    )
  return <CourseQueue key={moduloId} moduloId={moduloId} />
}
