import { formatNumber } from '@gabarito/core'
import { Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconDroplet, IconGift } from '@tabler/icons-react'
import { useMemo } from 'react'
import { RichText } from '@/components/rich-text'
import { useSetting, useSettings } from '@/lib/api/get-settings'
import { splitHtmlSections } from '../html-sections'
import classes from './promotion-page.module.css'

const PAGE_TITLE = 'Promoções'

/** '10' → '10%'; anything that is not a number shows nothing. */
function percent(value: string | undefined): string | null {
  if (!value) return null
  const n = Number(value.replace(',', '.'))
  return Number.isFinite(n) && n > 0 ? `${formatNumber(n)}%` : null
}

function DonationHighlight({ discount }: { discount: string }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      className={classes.highlight}
      data-testid="desconto-doacao"
    >
      <Group wrap="nowrap" gap="md" align="center">
        <ThemeIcon size={56} radius="xl" color="red.7" aria-hidden>
          <IconDroplet size={32} />
        </ThemeIcon>
        <div>
          <Text fw={700}>Doou sangue? Ganhe desconto</Text>
          <Text className={classes.discount} c="red.8" fw={800} lh={1.1}>
            {discount}
          </Text>
          <Text size="sm" c="dimmed">
            de desconto em qualquer plano, com o comprovante de uma doação feita até 60 dias antes da compra.
          </Text>
        </div>
      </Group>
    </Paper>
  )
}

/** /promocao: the campaigns (configuration `promocao`, one card per section), the donation discount and payment. */
export function PromotionPage() {
  const settings = useSettings()
  // Its failure is silent (SPEC section 8): the highlight is simply not shown.
  const donation = useSetting('valor_doacao')
  const discount = percent(donation.data)
  const promocao = settings.data?.promocao
  const sections = useMemo(
    () =>
      promocao
        ? splitHtmlSections(promocao).filter(
            (section) => section.html.trim() || section.title?.toLocaleLowerCase('pt-BR') !== 'promoções',
          )
        : [],
    [promocao],
  )

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {PAGE_TITLE}
      </Title>
      {discount && <DonationHighlight discount={discount} />}
      {settings.isError && <Text c="dimmed">Não foi possível carregar as promoções agora.</Text>}
      {sections.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sections.map((section) => (
            <Card key={section.key} withBorder padding="lg" component="article" data-testid="promocao">
              {section.title && (
                <Group gap="sm" mb="xs" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" color="brand" radius="xl" aria-hidden>
                    <IconGift size={18} />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    {section.title}
                  </Title>
                </Group>
              )}
              {section.html && <RichText html={section.html} fz="sm" className={classes.body} />}
            </Card>
          ))}
        </SimpleGrid>
      )}
      {settings.data?.formas_pagamento && (
        <section aria-labelledby="formas-de-pagamento">
          <Title order={2} size="h3" id="formas-de-pagamento" mb="sm">
            Formas de pagamento
          </Title>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <RichText html={settings.data.formas_pagamento} fz="sm" />
          </Paper>
        </section>
      )}
    </Stack>
  )
}
