import { request, uploadFile } from '@/lib/api-client'

/**
 * A staff route's path (built by core's `STAFF_API`, decision 0077) with query parameters (undefined, null and ''
 * are left out).
 */
export function withQuery(
  path: string,
  params?: Record<string, string | number | boolean | null | undefined>,
): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path
}

interface CallOptions {
  signal?: AbortSignal
  params?: Record<string, string | number | boolean | null | undefined>
}

/**
 * The staff API over the app's client: the stored token, the loading overlay, a 401 logs out, errors are
 * `ApiError` (a 422's `fieldErrors` go under the inputs with `showFormErrors`). Paths come from core's `STAFF_API`:
 * `adminApi.get<Row[]>(STAFF_API.selection.courses(), { params: { busca } })`.
 */
export const adminApi = {
  get: <T>(path: string, options: CallOptions = {}) =>
    request<T>('GET', withQuery(path, options.params), { auth: true, signal: options.signal }),
  post: <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
    request<T>('POST', withQuery(path, options.params), { auth: true, body, signal: options.signal }),
  put: <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
    request<T>('PUT', withQuery(path, options.params), { auth: true, body, signal: options.signal }),
  patch: <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
    request<T>('PATCH', withQuery(path, options.params), { auth: true, body, signal: options.signal }),
  delete: <T>(path: string, options: CallOptions = {}) =>
    request<T>('DELETE', withQuery(path, options.params), { auth: true, signal: options.signal }),
}

/**
 * Sends a file to a staff upload route (e.g. `STAFF_API.news.image()`) through the app's
 * client and answers the stored file's address (the answer is `{ url }`; a refused file is a 422 ApiError with
 * `errors.imagem`).
 */
export const uploadAdminFile = (path: string, file: Blob): Promise<string> => uploadFile(path, file)
