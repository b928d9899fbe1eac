import { API } from '@gabarito/core'
import { getToken } from '@/lib/session'

/**
 * The address of a summary's PDF (`/pdf`, the printable document) or of its page as a PDF (`/pdfdom`): opened in a
 * new tab, so the session token travels as `?token=` (the server never logs query values).
 */
export function summaryPdfUrl(id: number, kind: 'pdf' | 'pdfdom'): string {
  return `${(kind === 'pdf' ? API.summaries.pdf : API.summaries.pagePdf)({ id })}?token=${encodeURIComponent(getToken() ?? '')}`
}
