import { formatDateTime, SITE_TEXT_KIND } from '@gabarito/core'
import type { SiteText } from '@gabarito/core/contract'
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconEdit, IconEye, IconLock } from '@tabler/icons-react'
import { Link, Route, Routes } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { useSiteTexts } from '@/features/staff-content/api/content'
import { SiteTextFormPage } from './site-text-form'

/** What the card shows of the value: the text without tags, cut. */
const preview = (text: SiteText) => {
  const plain = text.tipo === SITE_TEXT_KIND.html ? text.valor.replace(/<[^>]*>/g, ' ') : text.valor
  const clean = plain.replace(/\s+/g, ' ').trim()
  if (!clean) return '(vazio)'
  return clean.length > 140 ? `${clean.slice(0, 137)}…` : clean
}

function SiteTextCard({ text }: { text: SiteText }) {
  return (
    <Card withBorder padding="md" data-testid={`texto-${text.chave}`}>
      <Stack gap={6} h="100%">
        <Text fw={600}>{text.titulo}</Text>
        {text.somente_admin && (
          <Badge
            color="grape"
            variant="light"
            w="fit-content"
            leftSection={<IconLock size={12} aria-hidden />}
          >
            Somente Admin
          </Badge>
        )}
        <Text size="sm" c="dimmed" style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {preview(text)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {text.atualizado_em ? `Alterado em ${formatDateTime(text.atualizado_em)}` : ''}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={`/admin/textos/${text.chave}`}
            leftSection={
              text.editavel ? <IconEdit size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            aria-label={`${text.editavel ? 'Editar' : 'Ver'} ${text.titulo}`}
          >
            {text.editavel ? 'Editar' : 'Ver'}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

function SiteTextList() {
  const texts = useSiteTexts()
  const groups = new Map<string, SiteText[]>()
  for (const text of texts.data ?? []) groups.set(text.grupo, [...(groups.get(text.grupo) ?? []), text])
  return (
    <>
      <AdminPageTitle>Textos do site</AdminPageTitle>
      {texts.isError && <Alert color="red">Não foi possível carregar os textos.</Alert>}
      {!texts.data && !texts.isError && <Text c="dimmed">Carregando…</Text>}
      <Stack gap="lg">
        {[...groups].map(([group, items]) => (
          <section key={group} aria-label={group}>
            <Title order={2} size="h4" mb="xs">
              {group}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
              {items.map((text) => (
                <SiteTextCard key={text.chave} text={text} />
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </>
  )
}

/**
 * `#/admin/textos`: the site's texts by group (legal, payment, home page, contacts, apps). A Gerente sees the
 * Admin-only ones read-only (decision 0019).
 */
export function SiteTextsPage() {
  return (
    <Routes>
      <Route index element={<SiteTextList />} />
      <Route path=":chave" element={<SiteTextFormPage />} />
    </Routes>
  )
}
