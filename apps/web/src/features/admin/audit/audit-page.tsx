import { formatDateTime } from '@gabarito/core'
import type { AuditRow } from '@gabarito/core/contract'
import { Autocomplete, Button } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconEye } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminPageTitle } from '../admin-page-title'
import { type DataTableColumn, StaffTable } from '../components/staff-table'
import { openAuditDetail } from './audit-detail'

/** The kinds of record the back office writes (decision 0016); the filter takes any other word too. */
const ENTITIES = [
  'curso',
  'preco',
  'disciplina',
  'assunto',
  'pergunta',
  'concurso',
  'simulado',
  'noticia',
  'material',
  'conceito',
  'texto_do_site',
  'comentario',
]

const columns: DataTableColumn<AuditRow>[] = [
  {
    data: 'data',
    title: 'Quando',
    sortable: true,
    searchable: false,
    render: (row) => formatDateTime(row.data),
  },
  { data: 'usuario', title: 'Quem', sortable: true, render: (row) => row.usuario.nome },
  {
    data: 'entidade',
    title: 'Registro',
    sortable: true,
    render: (row) => `${row.entidade} ${row.registro ?? ''}`,
  },
  { data: 'acao', title: 'Ação', sortable: true },
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
        aria-label={`Ver antes e depois: ${row.entidade} ${row.registro ?? ''}, ${row.acao}`}
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
        path="/auditoria"
        params={{ entidade }}
        columns={columns}
        rowKey={(row) => row.id}
        defaultOrder={[{ column: 'data', dir: 'desc' }]}
        toolbar={
          <Autocomplete
            label="Tipo de registro"
            placeholder="ex.: pergunta"
            data={ENTITIES}
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
