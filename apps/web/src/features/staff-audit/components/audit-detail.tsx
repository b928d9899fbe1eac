import { formatDateTime } from '@gabarito/core'
import type { AuditRow } from '@gabarito/core/contract'
import { Code, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { auditPhrase, auditRecordLabel } from '@/features/staff-audit/audit-words'

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4} miw={0}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          (nada)
        </Text>
      ) : (
        <Code block style={{ maxHeight: 420, overflow: 'auto' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  )
}

/** A row of the log in full: who, when, what, and the record before and after as JSON. */
export function openAuditDetail(row: AuditRow) {
  modals.open({
    title: `${auditPhrase(row.entidade, row.acao)} — ${auditRecordLabel(row.entidade, row.registro)}`,
    size: 'xl',
    children: (
      <Stack gap="sm" data-testid="auditoria-detalhe">
        <Text size="sm">
          {row.usuario.nome} em {formatDateTime(row.data)}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <JsonBlock title="Antes" value={row.antes} />
          <JsonBlock title="Depois" value={row.depois} />
        </SimpleGrid>
      </Stack>
    ),
  })
}
