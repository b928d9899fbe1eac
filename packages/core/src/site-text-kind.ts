// Plain values (no zod): the web's site-text form imports them at run time.

/**
 * How a site text is written (decision 0019): rich text, a line of text, an https address, an e-mail or a percentage.
 * The one spelling of each value (decision 0052): the server's table of texts, the contract and the staff form.
 */
export const SITE_TEXT_KIND = {
  html: 'html',
  text: 'texto',
  url: 'url',
  email: 'email',
  percent: 'percentual',
} as const
export type SiteTextKind = (typeof SITE_TEXT_KIND)[keyof typeof SITE_TEXT_KIND]
export const SITE_TEXT_KINDS = [
  SITE_TEXT_KIND.html,
  SITE_TEXT_KIND.text,
  SITE_TEXT_KIND.url,
  SITE_TEXT_KIND.email,
  SITE_TEXT_KIND.percent,
] as const
