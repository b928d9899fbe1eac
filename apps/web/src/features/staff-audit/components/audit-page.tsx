import { formatDateTime, STAFF_API } from '@gabarito/core'
import type { AuditRow } from '@gabarito/core/contract'
import { Autocomplete, Button } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconEye } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { type DataTableColumn, StaffTable } from '@/components/staff/staff-table'
import { AUDIT_ENTITIES, auditPhrase, auditRecordLabel } from '@/features/staff-audit/audit-words'
import { openAuditDetail } from './audit-detail'

const columns: DataTableColumn<AuditRow>[] = [
  {
    data: 'data',
    title: 'Quando',
    sortable: true,
    searchable: false,
    render: (row) => formatDateTime(row.data),
  },
  { data: 'usuario', title: 'Quem', sortable: true, render: (row) => row.usuario.nome },
  // In words (decision 0042): "Comentário respondido", beside "Comentário nº 12".
  { data: 'acao', title: 'Ação', sortable: true, render: (row) => auditPhrase(row.entidade, row.acao) },
  {
    data: 'entidade',
    title: 'Registro',
    sortable: true,
    render: (row) => auditRecordLabel(row.entidade, row.registro),
  },
  {
    data: 'detalhes',
    title: 'Detalhes',
    hideLabelOnPhone: true,
    render: (row) => (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={16} />}
        onClick={() => openAuditDetail(row)}
        aria-label={`Ver antes e depois: ${auditPhrase(row.entidade, row.acao)}, ${auditRecordLabel(row.entidade, row.registro)}`}
      >
        Ver
      </Button>
    ),
  },
]

/** `#/admin/auditoria` (Admin): every staff change, newest first, filtered by the kind of record. */
export function AuditPage() {
  const [entity, setEntity] = useState('')
  const [entidade] = useDebouncedValue(entity.trim(), 300)
  return (
    <>
      <AdminPageTitle>Auditoria</AdminPageTitle>
      <StaffTable<AuditRow>
        label="Registro de auditoria"
        path={STAFF_API.audit()}
        params={{ entidade }}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'data', dir: 'desc' }]}
        toolbar={
          <Autocomplete
            label="Tipo de registro"
            placeholder="ex.: pergunta"
            data={AUDIT_ENTITIES}
            value={entity}
            onChange={setEntity}
            clearable
            w={240}
          />
        }
      />
    </>
  )
}
