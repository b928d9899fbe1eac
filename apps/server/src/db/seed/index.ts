import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generateCpf } from '@gabarito/core'
import type { Config } from '../../config.ts'
import { hashPassword, randomPassword } from '../../lib/passwords.ts'
import { hasUserWithRole, insertUser } from '../../modules/accounts/users.repo.ts'
import { insertSettingIfMissing } from '../../modules/site/site.repo.ts'
import { SETTING_KEYS } from '../../modules/site/site.service.ts'
import type { Database } from '../client.ts'
import { ROLES } from '../schema/index.ts'
import { seedDemoContent } from './demo-content.ts'
import { siteSettings } from './site-settings.ts'

export interface SeedDeps {
  db: Database
  config: Config
}

const text = (name: string) => readFileSync(path.join(import.meta.dirname, 'texts', name), 'utf8')

/** Texts every installation needs; written once, then owned by staff. */
export async function seedSiteTexts(deps: SeedDeps): Promise<void> {
  await insertSettingIfMissing(deps.db, SETTING_KEYS.termsOfUse, text('termo_de_uso.html'))
  await insertSettingIfMissing(deps.db, SETTING_KEYS.privacyPolicy, text('privacidade.html'))
  for (const [key, value] of Object.entries(siteSettings)) await insertSettingIfMissing(deps.db, key, value)
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
  if (await hasUserWithRole(deps.db, ROLES.admin)) return null
  const cpf = deps.config.ADMIN_CPF ?? generateCpf()
  const password = deps.config.ADMIN_PASSWORD ?? randomPassword(16)
  await insertUser(deps.db, {
    cpf,
    email: `admin+${cpf}@gabarito.app`,
    name: 'Administrador',
    nickname: 'Admin',
    passwordHash: await hashPassword(password),
    roles: [ROLES.admin, ROLES.student],
  })
  return { cpf, password, generated: deps.config.ADMIN_PASSWORD === undefined }
}

/**
 * Everything a fresh installation gets: site texts always, demo courses once (unless SEED_DEMO=false),
 * the Admin account at the first start.
 */
export async function seedDatabase(deps: SeedDeps): Promise<AdminCredentials | null> {
  await seedSiteTexts(deps)
  if (deps.config.SEED_DEMO) await seedDemoContent(deps)
  return ensureAdmin(deps)
}
