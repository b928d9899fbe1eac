import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { confirmAction } from './confirm-action'

interface ConfirmDeleteOptions {
  /** 'Excluir notícia' */
  title: string
  /** 'Excluir a notícia "X"? Esta ação não pode ser desfeita.' */
  message: string
  /** The toast once deleted: 'Notícia excluída.' */
  done: string
  /** The feature's api/ call that deletes the row and reloads its list. */
  remove: () => Promise<unknown>
}

/** A row's "Excluir": asks, deletes, says so (or shows the server's refusal as a toast). */
export async function confirmDelete({ title, message, done, remove }: ConfirmDeleteOptions): Promise<void> {
  if (!(await confirmAction({ title, message }))) return
  try {
    await remove()
    notifySuccess(done)
  } catch (failure) {
    notifyError(errorMessage(failure))
  }
}
