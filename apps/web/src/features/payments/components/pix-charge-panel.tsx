import { formatDateTime, monthsLabel, PAYMENT_STATUS, paymentStatusLabel } from '@gabarito/core'
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconExternalLink, IconInfoCircle, IconQrcode } from '@tabler/icons-react'
import type { Ref } from 'react'
import type { PaymentStatus, PixPayment } from '../api/types'
import { CopyCode } from './copy-code'
import classes from './payments.module.css'

interface PixChargePanelProps {
  charge: PixPayment
  status: PaymentStatus
  courseName: string
  /** Generates a new charge for the same months (after expiry). */
  onRenew: () => void
  renewing: boolean
  headingRef?: Ref<HTMLHeadingElement>
}

/** The charge to pay: QR code, copia-e-cola, amount and expiry; or, once expired, a way to get a new one. */
export function PixChargePanel({
  charge,
  status,
  courseName,
  onRenew,
  renewing,
  headingRef,
}: PixChargePanelProps) {
  const expiresAt = formatDateTime(charge.expira_em)

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="cobranca-pix">
      <Title
        order={2}
        size="h3"
        id="cobranca-pix"
        mb="md"
        tabIndex={-1}
        ref={headingRef}
        className={classes.heading}
      >
        Pague com PIX
      </Title>

      {status === PAYMENT_STATUS.refunded || status === PAYMENT_STATUS.cancelled ? (
        <Alert color="gray" variant="light" title={`Pagamento ${paymentStatusLabel(status).toLowerCase()}`}>
          <Text size="sm">
            Este pagamento de {charge.valor} foi {paymentStatusLabel(status).toLowerCase()} pela equipe e não
            dá mais acesso ao curso.
          </Text>
        </Alert>
      ) : status === PAYMENT_STATUS.expired ? (
        <Alert
          color="orange"
          variant="light"
          title="Este QR Code expirou"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="cobranca-expirada"
        >
          <Text size="sm" mb="sm">
            A cobrança de {charge.valor} era válida até {expiresAt} e nenhum pagamento foi confirmado. Gere um
            novo QR Code para pagar.
          </Text>
          <Button onClick={onRenew} loading={renewing} leftSection={<IconQrcode size={18} aria-hidden />}>
            Gerar novo QR Code
          </Button>
        </Alert>
      ) : (
        <div className={classes.charge}>
          <div className={classes.qrBlock}>
            <img
              className={classes.qr}
              src={`data:image/png;base64,${charge.qrcode.base64}`}
              alt={`QR Code PIX para pagar ${charge.valor}`}
              width={240}
              height={240}
            />
            <Text size="xs" c="dimmed" ta="center">
              Leia com a câmera do app do seu banco
            </Text>
          </div>

          <Stack gap="md" className={classes.details}>
            <dl className={classes.facts}>
              <div className={classes.wide}>
                <dt>Plano</dt>
                <dd>
                  {monthsLabel(charge.meses)} de {courseName}
                </dd>
              </div>
              <div>
                <dt>Valor</dt>
                <dd data-testid="valor-cobranca">{charge.valor}</dd>
              </div>
              <div>
                <dt>Válido até</dt>
                <dd data-testid="validade-cobranca">{expiresAt}</dd>
              </div>
            </dl>

            <ol className={classes.steps}>
              <li>Abra o app do seu banco e escolha pagar com PIX.</li>
              <li>Leia o QR Code ou use o PIX copia e cola.</li>
              <li>Confira o valor de {charge.valor} e confirme.</li>
            </ol>

            <CopyCode code={charge.qrcode.content} />

            {charge.paymentUrl && (
              <Button
                component="a"
                href={charge.paymentUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconExternalLink size={18} aria-hidden />}
              >
                Abrir a página de pagamento
              </Button>
            )}

            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              O plano será liberado automaticamente assim que o pagamento for confirmado.
            </Alert>
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" color="brand" aria-hidden />
              <Text size="sm" c="dimmed" role="status">
                Aguardando a confirmação do pagamento…
              </Text>
            </Group>
          </Stack>
        </div>
      )}
    </Paper>
  )
}
