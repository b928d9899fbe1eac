import { messages } from '@gabarito/core'
import { z } from 'zod'
import { dataTableBody } from '../../lib/datatables.ts'
import { idParam } from '../../lib/params.ts'

// The mock's shapes are the contract the web reads too.
export {
  mockCorrectionJson,
  mockHistoryRowJson,
  openMockJson,
  rankingPageJson,
} from '@gabarito/core/contract'

const invalidMock = 'Simulado inválido.'

export const mockCorrectionParams = z.object({ id: idParam(messages.invalidCourse), n: idParam(invalidMock) })
export const moduleParams = z.object({ moduleId: idParam(messages.invalidCourse) })

/** The ranking's DataTables query, and the mock (`simulado`; the open one when absent). */
export const rankingQuery = dataTableBody.and(z.object({ simulado: idParam(invalidMock).optional() }))
