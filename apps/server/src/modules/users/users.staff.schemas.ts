import { ROLE_NAMES } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The bodies and the search are the contract the staff screens send (decision 0052).
export {
  deletionRequestPageJson,
  grantPlanBody,
  roleBody,
  staffUserJson,
  staffUserPageJson,
  userSearchQuery,
} from '@gabarito/core/contract'

export const userParams = z.object({ id: idParam('Usuário inválido.') })
export const userPlanParams = z.object({
  id: idParam('Usuário inválido.'),
  moduloId: idParam('Curso inválido.'),
})
export const deletionParams = z.object({ id: idParam('Pedido de exclusão inválido.') })

export const planChangeJson = z.object({ plano_id: z.number(), modulo_id: z.number(), data_fim: z.string() })
export const rolesJson = z.object({ perfis: z.array(z.enum(ROLE_NAMES)) })
export const blockedJson = z.object({ bloqueado_em: z.string().nullable() })
export const messageJson = z.object({ message: z.string() })
