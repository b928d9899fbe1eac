import { userPlanJson } from '@gabarito/core/contract'
import { z } from 'zod'

// The plan's shape is the contract the web reads too.
export type { UserPlan } from '@gabarito/core/contract'

export const userPlansResponse = z.array(userPlanJson)
