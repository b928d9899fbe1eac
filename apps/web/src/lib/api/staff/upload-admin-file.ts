import { ApiError, type ApiErrorBody, NETWORK_ERROR_MESSAGE } from '@/lib/api-client'
import { getToken } from '@/lib/session'
import { adminPath } from './admin-api'

/**
 * Sends a file to a staff upload route (`path` under /api/v1/admin, e.g. '/noticias/imagem') and answers the
 * stored file's address. The body is the file's bytes with its type, as the summaries' image upload does
 * (the server has no multipart parser; it checks the bytes, not the name). The answer is `{ url }`.
 * Errors are `ApiError` (a 422 `{ message, errors: { imagem: [...] } }` for a refused file).
 */
export async function uploadAdminFile(path: string, file: Blob): Promise<string> {
  let response: Response
  try {
    response = await fetch(adminPath(path), {
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
