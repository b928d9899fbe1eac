import { request, uploadFile } from '@/lib/api-client'

/** Where every staff call goes (decision 0016). */
export const ADMIN_API = '/api/v1/admin'

/** `/api/v1/admin` + path, with query parameters (undefined, null and '' are left out). */
export function adminPath(
  path: string,
  params?: Record<string, string | number | boolean | null | undefined>,
): string {
  const url = `${ADMIN_API}${path.startsWith('/') ? path : `/${path}`}`
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url
}

interface CallOptions {
  signal?: AbortSignal
  params?: Record<string, string | number | boolean | null | undefined>
}

/**
 * The staff API over the app's client: the stored token, the loading overlay, a 401 logs out, errors are
 * `ApiError` (a 422's `fieldErrors` go under the inputs with `showFormErrors`). Paths are relative to
 * `/api/v1/admin`: `adminApi.get<Row[]>('/selecao/modulos', { params: { busca } })`.
 */
export const adminApi = {
  get: <T>(path: string, options: CallOptions = {}) =>
    request<T>('GET', adminPath(path, options.params), { auth: true, signal: options.signal }),
  post: <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
    request<T>('POST', adminPath(path, options.params), { auth: true, body, signal: options.signal }),
  put: <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
    request<T>('PUT', adminPath(path, options.params), { auth: true, body, signal: options.signal }),
  patch: <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
    request<T>('PATCH', adminPath(path, options.params), { auth: true, body, signal: options.signal }),
  delete: <T>(path: string, options: CallOptions = {}) =>
    request<T>('DELETE', adminPath(path, options.params), { auth: true, signal: options.signal }),
}

/**
 * Sends a file to a staff upload route (`path` under /api/v1/admin, e.g. '/noticias/imagem') through the app's
 * client and answers the stored file's address (the answer is `{ url }`; a refused file is a 422 ApiError with
 * `errors.imagem`).
 */
export const uploadAdminFile = (path: string, file: Blob): Promise<string> =>
  uploadFile(adminPath(path), file)
