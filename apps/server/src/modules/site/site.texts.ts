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

/** A group's texts, in the order the back office lists them. */
const inGroup = (group: string, texts: Omit<SiteTextSpec, 'group'>[]): SiteTextSpec[] =>
  texts.map((text) => ({ ...text, group }))

/** Every site text, in the order the back office lists them; the same keys as the public allow-list. */
export const SITE_TEXTS: readonly SiteTextSpec[] = [
  ...inGroup(LEGAL, [
    { key: 'termo_de_uso', title: 'Termos de uso', kind: SITE_TEXT_KIND.html, adminOnly: true },
    { key: 'privacidade', title: 'Política de privacidade', kind: SITE_TEXT_KIND.html, adminOnly: true },
    { key: 'cancelamento', title: 'Cancelamento e reembolso', kind: SITE_TEXT_KIND.html, adminOnly: true },
  ]),
  ...inGroup(PAYMENT, [
    { key: 'formas_pagamento', title: 'Formas de pagamento', kind: SITE_TEXT_KIND.html, adminOnly: true },
    {
      key: 'valor_doacao',
      title: 'Desconto para doadores de sangue (%)',
      kind: SITE_TEXT_KIND.percent,
      adminOnly: true,
    },
    { key: 'promocao', title: 'Promoções e campanhas', kind: SITE_TEXT_KIND.html, adminOnly: false },
  ]),
  ...inGroup(HOME, [
    { key: 'missao', title: 'Missão', kind: SITE_TEXT_KIND.html, adminOnly: false },
    { key: 'visao', title: 'Visão', kind: SITE_TEXT_KIND.html, adminOnly: false },
    { key: 'valores', title: 'Valores', kind: SITE_TEXT_KIND.html, adminOnly: false },
  ]),
  ...inGroup(CONTACT, [
    { key: 'contato_email', title: 'E-mail de contato', kind: SITE_TEXT_KIND.email, adminOnly: false },
    { key: 'contato_whatsapp', title: 'WhatsApp', kind: SITE_TEXT_KIND.text, adminOnly: false },
    { key: 'rede_instagram', title: 'Instagram', kind: SITE_TEXT_KIND.url, adminOnly: false },
    { key: 'rede_youtube', title: 'YouTube', kind: SITE_TEXT_KIND.url, adminOnly: false },
    { key: 'rede_facebook', title: 'Facebook', kind: SITE_TEXT_KIND.url, adminOnly: false },
    { key: 'rede_telegram', title: 'Telegram', kind: SITE_TEXT_KIND.url, adminOnly: false },
  ]),
  ...inGroup(APPS, [
    {
      key: 'link_app_web',
      title: 'Aplicativo web (o endereço recebe o token de sessão do aluno)',
      kind: SITE_TEXT_KIND.url,
      adminOnly: true,
    },
    { key: 'link_site_beta', title: 'Site beta', kind: SITE_TEXT_KIND.url, adminOnly: false },
    { key: 'link_android', title: 'Aplicativo Android', kind: SITE_TEXT_KIND.url, adminOnly: false },
    { key: 'link_ios', title: 'Aplicativo iOS', kind: SITE_TEXT_KIND.url, adminOnly: false },
  ]),
]

export const siteTextSpec = (key: string) => SITE_TEXTS.find((spec) => spec.key === key)
