import type { SiteText } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { forbidden, notFound, ValidationError } from '../../lib/errors.ts'
import { can, requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { findSettingRows, writeSetting } from './site.staff.repo.ts'
import { siteTextValue } from './site.staff.schemas.ts'
import { SITE_TEXTS, type SiteTextSpec, siteTextSpec } from './site.texts.ts'

export const SITE_TEXT_NOT_FOUND = 'Texto não encontrado.'
export const SITE_TEXT_ADMIN_ONLY = 'Somente um Admin pode alterar este texto.'

function toJson(
  spec: SiteTextSpec,
  caller: Caller,
  row: { value: string; updatedAt: Date } | undefined,
): SiteText {
  return {
    chave: spec.key,
    titulo: spec.title,
    grupo: spec.group,
    tipo: spec.kind,
    somente_admin: spec.adminOnly,
    editavel: !spec.adminOnly || can(caller, 'site.edit-restricted'),
    valor: row?.value ?? '',
    atualizado_em: row ? row.updatedAt.toISOString() : null,
  }
}

/** Every site text with its value and whether the caller may change it. */
export async function siteTexts(deps: Deps, caller: Caller): Promise<SiteText[]> {
  requirePermission(caller, 'site.edit')
  const rows = await findSettingRows(
    deps.db,
    SITE_TEXTS.map((spec) => spec.key),
  )
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return SITE_TEXTS.map((spec) => toJson(spec, caller, byKey.get(spec.key)))
}

function specOf(key: string) {
  const spec = siteTextSpec(key)
  if (!spec) throw notFound(SITE_TEXT_NOT_FOUND)
  return spec
}

export async function siteText(deps: Deps, caller: Caller, key: string): Promise<SiteText> {
  requirePermission(caller, 'site.edit')
  const spec = specOf(key)
  const [row] = await findSettingRows(deps.db, [key])
  return toJson(spec, caller, row)
}

/**
 * Changes a site text: the key's kind says what the value must be (rich text is sanitized), an Admin-only key
 * refuses a Gerente with 403, and the change is audited with the value before and after.
 */
export async function updateSiteText(deps: Deps, caller: Caller, key: string, value: string) {
  requirePermission(caller, 'site.edit')
  const spec = specOf(key)
  if (spec.adminOnly && !can(caller, 'site.edit-restricted')) throw forbidden(SITE_TEXT_ADMIN_ONLY)
  const parsed = siteTextValue[spec.kind].safeParse(value)
  if (!parsed.success) {
    throw new ValidationError({ valor: [parsed.error.issues[0]?.message ?? 'Valor inválido.'] })
  }
  return deps.db.transaction(async (tx) => {
    const [current] = await findSettingRows(tx, [key])
    const row = await writeSetting(tx, key, parsed.data, deps.clock())
    await recordAudit(tx, caller, {
      action: 'alterar',
      entity: 'texto_do_site',
      entityId: key,
      before: current ? { valor: current.value } : null,
      after: { valor: row.value },
    })
    return toJson(spec, caller, row)
  })
}
