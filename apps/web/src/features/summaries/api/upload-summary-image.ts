import { ApiError, type ApiErrorBody, NETWORK_ERROR_MESSAGE } from '@/lib/api-client'
import { getToken } from '@/lib/session'

/** `POST /api/v1/geral/arquivo_usuario/imagem` with the image's bytes; answers its address in our media store. */
export async function uploadSummaryImage(file: File): Promise<string> {
  let response: Response
  try {
    response = await fetch('/api/v1/geral/arquivo_usuario/imagem', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${getToken() ?? ''}`,
        'content-type': file.type || 'application/octet-stream',
      },
      body: file,
    })
  } catch {
    throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE })
  }
  const body = (await response.json().catch(() => ({}))) as ApiErrorBody & { url?: string }
  if (!response.ok || !body.url) throw new ApiError(response.status, body)
  return body.url
}
