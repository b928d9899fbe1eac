import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generateCpf } from '@gabarito/core'
import { randomPassword } from '../../lib/passwords.ts'
import { createFirstAdmin } from '../../modules/accounts/accounts.service.ts'
import { addMissingSettings, SETTING_KEYS } from '../../modules/site/site.service.ts'
import { seedDemoContent } from './demo-content.ts'
import { seedDemoMocks } from './demo-mocks.ts'
import type { SeedDeps } from './seed-deps.ts'
import { siteSettings } from './site-settings.ts'

const text = (name: string) => readFileSync(path.join(import.meta.dirname, 'texts', name), 'utf8')

/** Texts every installation needs; written once, then owned by staff. */
export async function seedSiteTexts(deps: SeedDeps): Promise<void> {
  await addMissingSettings(deps, {
    [SETTING_KEYS.termsOfUse]: text('termo_de_uso.html'),
    [SETTING_KEYS.privacyPolicy]: text('privacidade.html'),
    ...siteSettings,
  })
}

export interface AdminCredentials {
  cpf: string
  password: string
  generated: boolean
}

/**
 * At the first start there is no Admin: create one from ADMIN_CPF/ADMIN_PASSWORD, or with a generated
 * CPF and password that the caller prints once.
 */
export async function ensureAdmin(deps: SeedDeps): Promise<AdminCredentials | null> {
  const cpf = deps.config.ADMIN_CPF ?? generateCpf()
  const password = deps.config.ADMIN_PASSWORD ?? randomPassword(16)
  if (!(await createFirstAdmin(deps, cpf, password))) return null
  return { cpf, password, generated: deps.config.ADMIN_PASSWORD === undefined }
}

/**
 * Everything a fresh installation gets: site texts always, demo courses once (unless SEED_DEMO=false),
 * the Admin account at the first start.
 */
export async function seedDatabase(deps: SeedDeps): Promise<AdminCredentials | null> {
  await seedSiteTexts(deps)
  if (deps.config.SEED_DEMO) {
    await seedDemoContent(deps)
    await seedDemoMocks(deps)
  }
  return ensureAdmin(deps)
}
