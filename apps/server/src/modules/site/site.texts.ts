import { SITE_TEXT_KIND, type SiteTextKind } from '@gabarito/core'

/** A site text staff edit: its settings key, how it is written and who may change it (decision 0019). */
export interface SiteTextSpec {
  key: string
  title: string
  group: string
  kind: SiteTextKind
  /**
   * Legal texts, payment texts, the donation discount and the web app address (it receives the session token)
   * change what the platform promises or where a student's token goes: Admin only.
   */
  adminOnly: boolean
}

const LEGAL = 'Textos legais'
const PAYMENT = 'Pagamentos e promoções'
const HOME = 'Página inicial'
const CONTACT = 'Contatos e redes sociais'
const APPS = 'Aplicativos'

/** Every site text, in the order the back office lists them; the same keys as the public allow-list. */
export const SITE_TEXTS: readonly SiteTextSpec[] = [
  { key: 'termo_de_uso', title: 'Termos de uso', group: LEGAL, kind: SITE_TEXT_KIND.html, adminOnly: true },
  {
    key: 'privacidade',
    title: 'Política de privacidade',
    group: LEGAL,
    kind: SITE_TEXT_KIND.html,
    adminOnly: true,
  },
  {
    key: 'cancelamento',
    title: 'Cancelamento e reembolso',
    group: LEGAL,
    kind: SITE_TEXT_KIND.html,
    adminOnly: true,
  },
  {
    key: 'formas_pagamento',
    title: 'Formas de pagamento',
    group: PAYMENT,
    kind: SITE_TEXT_KIND.html,
    adminOnly: true,
  },
  {
    key: 'valor_doacao',
    title: 'Desconto para doadores de sangue (%)',
    group: PAYMENT,
    kind: SITE_TEXT_KIND.percent,
    adminOnly: true,
  },
  {
    key: 'promocao',
    title: 'Promoções e campanhas',
    group: PAYMENT,
    kind: SITE_TEXT_KIND.html,
    adminOnly: false,
  },
  { key: 'missao', title: 'Missão', group: HOME, kind: SITE_TEXT_KIND.html, adminOnly: false },
  { key: 'visao', title: 'Visão', group: HOME, kind: SITE_TEXT_KIND.html, adminOnly: false },
  { key: 'valores', title: 'Valores', group: HOME, kind: SITE_TEXT_KIND.html, adminOnly: false },
  {
    key: 'contato_email',
    title: 'E-mail de contato',
    group: CONTACT,
    kind: SITE_TEXT_KIND.email,
    adminOnly: false,
  },
  { key: 'contato_whatsapp', title: 'WhatsApp', group: CONTACT, kind: SITE_TEXT_KIND.text, adminOnly: false },
  { key: 'rede_instagram', title: 'Instagram', group: CONTACT, kind: SITE_TEXT_KIND.url, adminOnly: false },
  { key: 'rede_youtube', title: 'YouTube', group: CONTACT, kind: SITE_TEXT_KIND.url, adminOnly: false },
  { key: 'rede_facebook', title: 'Facebook', group: CONTACT, kind: SITE_TEXT_KIND.url, adminOnly: false },
  { key: 'rede_telegram', title: 'Telegram', group: CONTACT, kind: SITE_TEXT_KIND.url, adminOnly: false },
  {
    key: 'link_app_web',
    title: 'Aplicativo web (o endereço recebe o token de sessão do aluno)',
    group: APPS,
    kind: SITE_TEXT_KIND.url,
    adminOnly: true,
  },
  { key: 'link_site_beta', title: 'Site beta', group: APPS, kind: SITE_TEXT_KIND.url, adminOnly: false },
  {
    key: 'link_android',
    title: 'Aplicativo Android',
    group: APPS,
    kind: SITE_TEXT_KIND.url,
    adminOnly: false,
  },
  { key: 'link_ios', title: 'Aplicativo iOS', group: APPS, kind: SITE_TEXT_KIND.url, adminOnly: false },
]

export const siteTextSpec = (key: string) => SITE_TEXTS.find((spec) => spec.key === key)
