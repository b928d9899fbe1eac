import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generateCpf, ROLES } from '@gabarito/core'
import type { StaffRole } from '@gabarito/core/permissions'
import { randomPassword } from '../../lib/passwords.ts'
import { createFirstStaffMember } from '../../modules/accounts/accounts.service.ts'
import { addMissingSettings, SETTING_KEYS } from '../../modules/site/site.service.ts'
import { seedDemoCandidates } from './demo-candidates.ts'
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

export interface StaffCredentials {
  role: StaffRole
  cpf: string
  password: string
  generated: boolean
}

/**
 * At the first start nobody holds the role: create its first member from the given CPF and password (env), or
 * with a generated CPF and password that the caller prints once.
 */
export async function ensureStaffMember(
  deps: SeedDeps,
  role: StaffCredentials['role'],
  given: { cpf?: string; password?: string },
): Promise<StaffCredentials | null> {
  const cpf = given.cpf ?? generateCpf()
  const password = given.password ?? randomPassword(16)
  if (!(await createFirstStaffMember(deps, role, cpf, password))) return null
  return { role, cpf, password, generated: given.password === undefined }
}

/**
 * Everything a fresh installation gets: site texts always, demo courses and a demo Gerente once (unless
 * SEED_DEMO=false), the Admin account at the first start. Answers the accounts created now, to print once.
 */
export async function seedDatabase(deps: SeedDeps): Promise<StaffCredentials[]> {
  await seedSiteTexts(deps)
  const { config } = deps
  const created = [
    await ensureStaffMember(deps, ROLES.admin, { cpf: config.ADMIN_CPF, password: config.ADMIN_PASSWORD }),
  ]
  if (config.SEED_DEMO) {
    await seedDemoContent(deps)
    await seedDemoMocks(deps)
    await seedDemoCandidates(deps)
    created.push(
      await ensureStaffMember(deps, ROLES.manager, {
        cpf: config.MANAGER_CPF,
        password: config.MANAGER_PASSWORD,
      }),
    )
  }
  return created.filter((account) => account !== null)
}
