import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import type { SiteSettings } from '@/lib/api/get-settings'

/** A WhatsApp number as wa.me wants it: digits only. */
function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

/**
 * Under the PIX charge: the ways to pay that this page does not handle (bank transfer, a proof sent to the staff),
 * with the contacts. The site's list of every option (`formas_pagamento`, SPEC section 9's, PicPay online among
 * them) stays on the home and promotions pages; here it would describe the page's own QR code as something else
 * (decision 0040).
 */
export function OtherPaymentOptions({ settings }: { settings: SiteSettings | undefined }) {
  const email = settings?.contato_email
  const whatsapp = settings?.contato_whatsapp
  return (
    <section aria-labelledby="outras-formas-de-pagamento" data-testid="outras-formas-de-pagamento">
      <Title order={2} size="h4" id="outras-formas-de-pagamento" mb="xs">
        Outras formas de pagamento
      </Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text size="sm">
            Por esta página, o pagamento é por PIX: gere o QR Code e pague no app do seu banco lendo o código
            ou com o Pix Copia e Cola. O plano é liberado automaticamente assim que o pagamento é confirmado.
          </Text>
          <Text size="sm">
            Para pagar por transferência bancária, peça os dados da conta ao atendimento e envie o
            comprovante, com o seu nome, CPF e o plano escolhido. Nesse caso, a liberação é feita pela equipe.
          </Text>
          {(whatsapp || email) && (
            <Text size="sm">
              Atendimento:{' '}
              {whatsapp && (
                <Anchor href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer">
                  WhatsApp {whatsapp}
                </Anchor>
              )}
              {whatsapp && email && ' · '}
              {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
            </Text>
          )}
        </Stack>
      </Paper>
    </section>
  )
}
