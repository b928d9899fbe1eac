import { formatNumber, plural } from '@gabarito/core'
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconDeviceMobile,
  IconEye,
  IconFlask,
  IconHeart,
  IconMail,
  IconTarget,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RichText } from '@/components/rich-text'
import type { SiteSettings } from '@/lib/api/get-settings'
import type { UsageStats } from '../api/get-stats'
import classes from './home.module.css'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  )
}

function ExternalButton({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={icon}
      justify="flex-start"
      fullWidth
    >
      {children}
    </Button>
  )
}

/** For logged-in users: the web app (with the token appended), the beta site and the stores. */
export function AppLinks({ settings, token }: { settings: SiteSettings; token: string }) {
  const links: { href: string | undefined; label: string; icon: ReactNode }[] = [
    {
      href: settings.link_app_web ? `${settings.link_app_web}${token}` : undefined,
      label: 'Versão web do aplicativo',
      icon: <IconDeviceMobile size={18} aria-hidden />,
    },
    { href: settings.link_site_beta, label: 'Site beta', icon: <IconFlask size={18} aria-hidden /> },
    {
      href: settings.link_android,
      label: 'Android (Google Play)',
      icon: <IconBrandAndroid size={18} aria-hidden />,
    },
    { href: settings.link_ios, label: 'iPhone (App Store)', icon: <IconBrandApple size={18} aria-hidden /> },
  ]
  const shown = links.filter((link) => link.href)
  if (shown.length === 0) return null
  return (
    <Section id="outros-acessos" title="Estude também pelo aplicativo">
      <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="sm">
        {shown.map((link) => (
          <ExternalButton key={link.label} href={link.href as string} icon={link.icon}>
            {link.label}
          </ExternalButton>
        ))}
      </SimpleGrid>
    </Section>
  )
}

export function UsageFigures({ stats }: { stats: UsageStats }) {
  const figures = [
    {
      value: stats.perguntas_respondidas,
      label: plural(stats.perguntas_respondidas, 'questão respondida', 'questões respondidas'),
    },
    { value: stats.perguntas, label: plural(stats.perguntas, 'questão cadastrada', 'questões cadastradas') },
    { value: stats.usuarios, label: plural(stats.usuarios, 'aluno', 'alunos') },
  ]
  return (
    <Section id="numeros" title="O Gabarito em números">
      <SimpleGrid cols={3} spacing="xs">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p={{ base: 'xs', sm: 'md' }} ta="center" data-testid="numero">
            <Text fz={{ base: 20, sm: 28 }} fw={800} c="brand.8" lh={1.2} className={classes.figure}>
              {formatNumber(figure.value)}
            </Text>
            <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
              {figure.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  )
}

export function MissionVisionValues({ settings }: { settings: SiteSettings }) {
  const items = [
    { title: 'Missão', html: settings.missao, icon: <IconTarget size={22} /> },
    { title: 'Visão', html: settings.visao, icon: <IconEye size={22} /> },
    { title: 'Valores', html: settings.valores, icon: <IconHeart size={22} /> },
  ].filter((item) => item.html)
  if (items.length === 0) return null
  return (
    <Section id="quem-somos" title="Quem somos">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {items.map((item) => (
          <Card key={item.title} withBorder padding="lg" component="article">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" color="brand" radius="xl" aria-hidden>
                {item.icon}
              </ThemeIcon>
              <Title order={3} size="h5">
                {item.title}
              </Title>
            </Group>
            <RichText html={item.html as string} fz="sm" />
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  )
}

export function PaymentOptions({ html }: { html: string }) {
  return (
    <Section id="formas-de-pagamento" title="Formas de pagamento">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <RichText html={html} fz="sm" />
      </Paper>
    </Section>
  )
}

function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}

export function Contacts({ settings }: { settings: SiteSettings }) {
  const social = [
    { href: settings.rede_instagram, label: 'Instagram', icon: <IconBrandInstagram size={20} aria-hidden /> },
    { href: settings.rede_youtube, label: 'YouTube', icon: <IconBrandYoutube size={20} aria-hidden /> },
    { href: settings.rede_facebook, label: 'Facebook', icon: <IconBrandFacebook size={20} aria-hidden /> },
    { href: settings.rede_telegram, label: 'Telegram', icon: <IconBrandTelegram size={20} aria-hidden /> },
  ].filter((item) => item.href)
  return (
    <Section id="contato" title="Fale com a gente">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="lg" wrap="wrap">
            {settings.contato_email && (
              <Anchor href={`mailto:${settings.contato_email}`} className={classes.contact}>
                <IconMail size={20} aria-hidden />
                <span>{settings.contato_email}</span>
              </Anchor>
            )}
            {settings.contato_whatsapp && (
              <Anchor
                href={whatsappLink(settings.contato_whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.contact}
                aria-label={`WhatsApp ${settings.contato_whatsapp}`}
              >
                <IconBrandWhatsapp size={20} aria-hidden />
                <span>{settings.contato_whatsapp}</span>
              </Anchor>
            )}
          </Group>
          {social.length > 0 && (
            <Group
              component="ul"
              gap="xs"
              wrap="wrap"
              aria-label="Redes sociais"
              className={classes.plainList}
            >
              {social.map((item) => (
                <li key={item.label}>
                  <Button
                    component="a"
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    leftSection={item.icon}
                  >
                    {item.label}
                  </Button>
                </li>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </Section>
  )
}

export function LegalLinks() {
  return (
    <Group gap="md" wrap="wrap" component="nav" aria-label="Termos e políticas">
      <Anchor component={Link} to="/termo_de_uso" size="sm">
        Termos de uso
      </Anchor>
      <Anchor component={Link} to="/privacidade" size="sm">
        Política de privacidade
      </Anchor>
      <Anchor component={Link} to="/cancelamento" size="sm">
        Cancelamento e reembolso
      </Anchor>
    </Group>
  )
}
