import type { Deps } from '../../deps.ts'
import { notFound } from '../../lib/errors.ts'
import { findSetting, findSettings, insertSettingIfMissing } from './site.repo.ts'

export const SETTING_KEYS = {
  termsOfUse: 'termo_de_uso',
  privacyPolicy: 'privacidade',
} as const

/**
 * The keys a visitor may read through /site/api/configuracao; anything else is a 404, so the call can
 * never reach another setting or table.
 */
export const PUBLIC_SETTING_KEYS = [
  'termo_de_uso',
  'privacidade',
  'cancelamento',
  'valor_doacao',
  'promocao',
  'link_app_web',
  'link_site_beta',
  'link_android',
  'link_ios',
  'contato_email',
  'contato_whatsapp',
  'rede_instagram',
  'rede_youtube',
  'rede_facebook',
  'rede_telegram',
  'formas_pagamento',
  'missao',
  'visao',
  'valores',
] as const

const isPublicKey = (key: string) => (PUBLIC_SETTING_KEYS as readonly string[]).includes(key)

export async function readPage(deps: Deps, key: string, title: string) {
  const content = await findSetting(deps.db, key)
  if (content === undefined) throw notFound('Texto não encontrado.')
  return { titulo: title, conteudo: content }
}

export async function readPublicSetting(deps: Deps, key: string) {
  if (!isPublicKey(key)) throw notFound('Configuração não encontrada.')
  const value = await findSetting(deps.db, key)
  if (value === undefined) throw notFound('Configuração não encontrada.')
  return { item: key, valor: value }
}

/** Every public setting in one answer, for the home page (one request instead of fifteen on a slow phone). */
export async function readPublicSettings(deps: Deps): Promise<Record<string, string>> {
  const rows = await findSettings(deps.db, PUBLIC_SETTING_KEYS)
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
}

/** Writes each setting that is missing and leaves the others alone, so staff edits survive restarts. */
export async function addMissingSettings(
  deps: Pick<Deps, 'db'>,
  values: Record<string, string>,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) await insertSettingIfMissing(deps.db, key, value)
}
