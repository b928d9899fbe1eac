import { useSyncExternalStore } from 'react'
import { clearSession, getToken } from './session'

/** Body of an error answer: 422 `{ message, errors }`, 401 `{ error }`, others `{ message }`. */
export interface ApiErrorBody {
  message?: string
  error?: string
  errors?: Record<string, string[]>
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão.'

export class ApiError extends Error {
  readonly status: number
  readonly body: ApiErrorBody

  constructor(status: number, body: ApiErrorBody) {
    super(body.error ?? body.message ?? `Erro ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }

  /** First message of each field, as the forms show them under the inputs. */
  get fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {}
    for (const [field, messages] of Object.entries(this.body.errors ?? {})) {
      const first = messages?.[0]
      if (first) result[field] = first
    }
    return result
  }
}

/** The text a user should read for a failed call: the server's `error` or `message`, else the fallback. */
export function errorMessage(error: unknown, fallback = 'Ocorreu um erro inesperado.'): string {
  if (error instanceof ApiError) return error.body.error ?? error.body.message ?? fallback
  return fallback
}

// --- calls in flight, for the loading overlay ---------------------------------------------------------------

let inFlight = 0
const inFlightListeners = new Set<() => void>()

function changeInFlight(delta: number) {
  inFlight += delta
  for (const listener of inFlightListeners) listener()
}

function subscribeInFlight(listener: () => void) {
  inFlightListeners.add(listener)
  return () => {
    inFlightListeners.delete(listener)
  }
}

/** Number of API calls currently waiting for an answer. */
export function useInFlightCount(): number {
  return useSyncExternalStore(
    subscribeInFlight,
    () => inFlight,
    () => 0,
  )
}

// --- forced logout ------------------------------------------------------------------------------------------

let onUnauthorized: (error: ApiError) => void | Promise<void> = () => {
  clearSession()
  window.location.hash = '#/'
}

/**
 * The app decides how a forced logout happens: it must clear the session (`clearSession`) and go to `/`.
 */
export function setUnauthorizedHandler(handler: (error: ApiError) => void | Promise<void>): void {
  onUnauthorized = handler
}

// --- requests -----------------------------------------------------------------------------------------------

export interface RequestOptions {
  /** JSON to send, or a file (`Blob`) sent as its own bytes with its type (the server reads no multipart). */
  body?: unknown
  /** Sends the stored token (or `token`) as `Authorization: Bearer` and `access-token`. */
  auth?: boolean
  /** Token to send instead of the stored one. */
  token?: string
  /** A 401 clears the session and leaves for `/`; true by default for authenticated calls. */
  logoutOnUnauthorized?: boolean
  /** A check repeated in the background (payment status): no loading overlay for it. */
  background?: boolean
  signal?: AbortSignal
  /** 'blob': a successful answer is read as a file (a CSV export) instead of JSON; errors stay JSON. */
  responseType?: 'json' | 'blob'
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return { message: text }
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const file = options.body instanceof Blob ? options.body : undefined
  if (file) headers['content-type'] = file.type || 'application/octet-stream'
  else if (options.body !== undefined) headers['content-type'] = 'application/json'
  const authenticated = options.auth === true || options.token !== undefined
  if (authenticated) {
    const token = options.token ?? getToken()
    if (token) {
      headers.authorization = `Bearer ${token}`
      headers['access-token'] = token
    }
  }

  const counted = !options.background
  if (counted) changeInFlight(1)
  try {
    let response: Response
    try {
      response = await fetch(path, {
        method,
        headers,
        body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      })
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
      throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE })
    }
    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T
    const data = await readBody(response)
    if (response.ok) return data as T

    const body = (data && typeof data === 'object' ? data : { message: String(data ?? '') }) as ApiErrorBody
    const error = new ApiError(response.status, body)
    if (response.status === 401 && authenticated && (options.logoutOnUnauthorized ?? true)) {
      await onUnauthorized(error)
    }
    throw error
  } finally {
    if (counted) changeInFlight(-1)
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  /** Uploads a file as the request's bytes; same auth, overlay, errors and forced logout as JSON calls. */
  upload: <T>(path: string, file: Blob, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: file }),
}

/** Downloads a file the server builds (a CSV export) with the same auth, overlay and errors as JSON calls. */
export function downloadFile(
  path: string,
  options?: Omit<RequestOptions, 'body' | 'responseType'>,
): Promise<Blob> {
  return request<Blob>('GET', path, { auth: true, ...options, responseType: 'blob' })
}

/**
 * Uploads a file to a route that stores it and answers `{ url }` (the summaries' images, the staff uploads);
 * an answer without an address is an error like any other.
 */
export async function uploadFile(path: string, file: Blob): Promise<string> {
  const body = await api.upload<(ApiErrorBody & { url?: string }) | null>(path, file, { auth: true })
  if (!body?.url) throw new ApiError(200, body ?? {})
  return body.url
}
