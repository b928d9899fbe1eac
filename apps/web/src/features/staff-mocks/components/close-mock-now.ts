import type { AdminMock } from '@gabarito/core/contract'
import { confirmAction } from '@/components/staff/confirm-action'
import { formErrorsOf } from '@/components/staff/form-errors'
import { saveMock } from '@/features/staff-mocks/api/mocks'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

/** Whether a mock takes answers now (its window holds this instant). */
export function isOpenNow(mock: { abre: string; fecha: string }, now = Date.now()): boolean {
  return Date.parse(mock.abre) <= now && now < Date.parse(mock.fecha)
}

/**
 * "Encerrar agora" (issue 29): asks, then moves the close to this instant; a modo-prova mock's key and ranking come
 * out then, and the week gets no automatic mock in its place (decision 0069). The server refuses a close before the last answer: its message is shown. Resolves the changed mock, or
 * null when cancelled or refused.
 */
export async function closeMockNow(id: number): Promise<AdminMock | null> {
  const confirmed = await confirmAction({
    title: 'Encerrar simulado',
    message:
      'Encerrar o simulado agora? O gabarito e o ranking do modo prova são divulgados no encerramento. Nenhum simulado automático é criado no lugar dele nesta semana.',
    confirmLabel: 'Encerrar agora',
  })
  if (!confirmed) return null
  try {
    const closed = await saveMock({ id }, { fecha: new Date().toISOString() })
    notifySuccess('Simulado encerrado.')
    return closed
  } catch (error) {
    // A refused close comes as the field's message (422 on `fecha`) or a 409: either is the reason to show.
    notifyError(Object.values(formErrorsOf(error) ?? {})[0] ?? errorMessage(error))
    return null
  }
}
