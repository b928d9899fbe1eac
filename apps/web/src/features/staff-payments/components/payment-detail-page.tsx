import { formatDateTime, monthsLabel } from '@gabarito/core'
import type { AdminPaymentDetail } from '@gabarito/core/contract'
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { TitledSection } from '@/components/titled-section'
import { useAdminPayment } from '@/features/staff-payments/api/payments'
import { errorMessage } from '@/lib/api-client'
import { PaymentActions } from './payment-actions'
import { PaymentStatusBadge } from './payment-status-badge'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  )
}

const SOURCES: Record<string, string> = { webhook: 'Webhook do PSP', psp: 'Consulta ao PSP', staff: 'Equipe' }

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—')

function Facts({ p }: { p: AdminPaymentDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <Fact label="Aluno">
        {p.aluno.nome} · {p.aluno.cpf} · {p.aluno.email}
      </Fact>
      <Fact label="Plano">
        {p.plano.nome}, {monthsLabel(p.meses)}
      </Fact>
      <Fact label="Valor">{p.valor}</Fact>
      <Fact label="Txid">{p.txid}</Fact>
      <Fact label="EndToEndId">{p.end_to_end_id ?? '—'}</Fact>
      <Fact label="Confirmado por">
        {p.confirmado_por ? (SOURCES[p.confirmado_por] ?? p.confirmado_por) : '—'}
      </Fact>
      <Fact label="Criado em">{when(p.criado_em)}</Fact>
      <Fact label="Expira em">{when(p.expira_em)}</Fact>
      <Fact label="Pago em">{when(p.pago_em)}</Fact>
      <Fact label="Período somado ao plano">
        {p.periodo ? `${formatDateTime(p.periodo.de)} a ${formatDateTime(p.periodo.ate)}` : '—'}
      </Fact>
      <Fact label="Fim atual do plano do aluno">
        <span data-testid="plano-fim">{when(p.plano_fim)}</span>
      </Fact>
    </SimpleGrid>
  )
}

/** `#/admin/pagamentos/:id`: one payment, its history and what staff may do with it. */
export function PaymentDetailPage() {
  const id = Number(useParams().id)
  const payment = useAdminPayment(id)
  const back = (
    <Button
      component={Link}
      to=".."
      relative="path"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
    >
      Voltar aos pagamentos
    </Button>
  )
  if (payment.isError) {
    return (
      <Stack>
        <Alert color="red">{errorMessage(payment.error)}</Alert>
        <Group>{back}</Group>
      </Stack>
    )
  }
  const p = payment.data
  return (
    <>
      <AdminPageTitle actions={back}>Pagamento {p ? `#${p.id}` : ''}</AdminPageTitle>
      {p && (
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Stack gap="md">
              <Group justify="space-between">
                <PaymentStatusBadge status={p.status} />
                <PaymentActions payment={p} />
              </Group>
              <Facts p={p} />
            </Stack>
          </Paper>
          <TitledSection id="historico-pagamento" title="Histórico" size="h4">
            <Timeline bulletSize={14} lineWidth={2} data-testid="historico">
              {p.historico.map((event) => (
                <Timeline.Item key={`${event.em}-${event.tipo}-${event.texto}`} title={event.texto}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(event.em)}
                    {event.por ? ` · ${event.por}` : ''}
                    {event.registrado ? '' : ' · pela data do próprio pagamento'}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
            <Text size="xs" c="dimmed" mt="sm">
              Alterações ficam também na{' '}
              <Anchor component={Link} to="/admin/auditoria">
                auditoria
              </Anchor>
              .
            </Text>
          </TitledSection>
        </Stack>
      )}
    </>
  )
}
