import { ROLES } from '@gabarito/core'
import { z } from 'zod'
import { idParam, intParam } from '../../lib/params.ts'

export {
  deletionRequestPageJson,
  staffUserJson,
  staffUserPageJson,
} from '@gabarito/core/contract'

export const userParams = z.object({ id: idParam('Usuário inválido.') })
export const userPlanParams = z.object({
  id: idParam('Usuário inválido.'),
  moduloId: idParam('Curso inválido.'),
})
export const deletionParams = z.object({ id: idParam('Pedido de exclusão inválido.') })

export const userSearchQuery = z.object({
  busca: z
    .string({ error: 'A busca deve ser um texto.' })
    .max(150, 'Use no máximo 150 caracteres.')
    .default(''),
})

const MAX_MONTHS = 36

export const grantPlanBody = z.object({
  modulo_id: idParam('Escolha o curso ou a assinatura ilimitada.'),
  meses: intParam(`Informe de 1 a ${MAX_MONTHS} meses.`, 1, MAX_MONTHS),
  motivo: z
    .string({ error: 'Informe o motivo.' })
    .trim()
    .min(3, 'Informe o motivo (ao menos 3 caracteres).')
    .max(500, 'Use no máximo 500 caracteres.'),
})

export const roleBody = z.object({
  perfil: z.enum([ROLES.admin, ROLES.manager], { error: 'Escolha o perfil: Admin ou Gerente.' }),
  ativo: z.boolean({ error: 'Informe se o perfil fica ativo (true ou false).' }),
})

export const planChangeJson = z.object({ plano_id: z.number(), modulo_id: z.number(), data_fim: z.string() })
export const rolesJson = z.object({ perfis: z.array(z.string()) })
export const blockedJson = z.object({ bloqueado_em: z.string().nullable() })
export const messageJson = z.object({ message: z.string() })
