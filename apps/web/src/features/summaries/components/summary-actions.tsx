import { ActionIcon, Group } from '@mantine/core'
import { IconEdit, IconEye, IconPlayerPause, IconPlayerPlay, IconShare, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import type { SummaryRow } from '../api/get-summaries'
import { updateSummary } from '../api/save-summary'
import { summaryPdfUrl } from '../api/summary-pdf-url'
import { confirmDeactivate, confirmDelete } from './summary-confirm'
import { SUMMARY_PDFS } from './summary-pdfs'

function Action({
  label,
  children,
  ...link
}: { label: string; children: ReactNode } & Record<string, unknown>) {
  return (
    // A native title: Mantine's Tooltip would bring its positioning library to the list screen.
    <ActionIcon variant="light" size="lg" aria-label={label} title={label} {...link}>
      {children}
    </ActionIcon>
  )
}

async function reactivate(id: number) {
  try {
    await updateSummary(id, { ativo: true })
    notifySuccess('Resumo reativado.')
  } catch (error) {
    notifyError(errorMessage(error))
  }
}

/** A row's actions: edit, share, deactivate and delete only for its owner (SPEC section 6). */
export function SummaryActions({ row, userId }: { row: SummaryRow; userId: number }) {
  const owner = row.responsavel_id === userId
  const name = row.nome
  return (
    <Group gap={6} wrap="wrap">
      {owner && (
        <Action label={`Editar ${name}`} component={Link} to={`/v2/geral/arquivo/edit/${row.id}`}>
          <IconEdit size={18} aria-hidden />
        </Action>
      )}
      <Action label={`Ver ${name}`} component={Link} to={`/v2/geral/arquivo/show/${row.id}`}>
        <IconEye size={18} aria-hidden />
      </Action>
      {owner && (
        <Action
          label={`Compartilhar ${name}`}
          component={Link}
          to={`/v2/geral/arquivo/compartilhados/${row.id}`}
        >
          <IconShare size={18} aria-hidden />
        </Action>
      )}
      {SUMMARY_PDFS.map(({ kind, label, icon: PdfIcon }) => (
        <Action
          key={kind}
          label={`${label} de ${name}`}
          component="a"
          href={summaryPdfUrl(row.id, kind)}
          target="_blank"
          rel="noopener"
        >
          <PdfIcon size={18} aria-hidden />
        </Action>
      ))}
      {owner &&
        (row.ativo ? (
          <Action label={`Desativar ${name}`} color="yellow" onClick={() => confirmDeactivate(row.id)}>
            <IconPlayerPause size={18} aria-hidden />
          </Action>
        ) : (
          <Action label={`Reativar ${name}`} color="brand" onClick={() => reactivate(row.id)}>
            <IconPlayerPlay size={18} aria-hidden />
          </Action>
        ))}
      {owner && (
        <Action label={`Excluir ${name}`} color="red" onClick={() => confirmDelete(row.id)}>
          <IconTrash size={18} aria-hidden />
        </Action>
      )}
    </Group>
  )
}
