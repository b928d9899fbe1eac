import { useCallback } from 'react'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'

/** A table's `onError`: one toast per list (`toastId`), 'Erro: ' and the server's message (SPEC section 8). */
export function useListErrorToast(toastId: string, title?: string) {
  return useCallback(
    (error: unknown) => notifyError(`Erro: ${errorMessage(error)}`, title, toastId),
    [toastId, title],
  )
}
