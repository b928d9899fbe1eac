import { messages } from '@gabarito/core'
import { z } from 'zod'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'

// The shapes are the contract the web reads too (packages/core/src/contract/ability.ts).
export { itemParametersPageJson, proficiencyJson } from '@gabarito/core/contract'

export const courseParams = z.object({ id: idParam(messages.invalidCourse) })
export const parametersQuery = dataTableBody.and(z.object({ modulo_id: idParam(messages.invalidCourse) }))
