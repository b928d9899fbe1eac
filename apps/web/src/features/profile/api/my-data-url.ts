import { API } from '@gabarito/core'
import { getToken } from '@/lib/session'

/** `GET /api/v1/profile/meus/dados` as a download link: the token goes in the query, as the PDFs' links do. */
export function myDataUrl(): string {
  return `${API.profile.data()}?token=${encodeURIComponent(getToken() ?? '')}`
}
