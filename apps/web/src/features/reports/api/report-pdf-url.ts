import { getToken } from '@/lib/session'
import { reportBase } from './report-query'

/** A report PDF's link: opened in a new tab, so the session token goes in the query (never logged by the server). */
export function reportPdfUrl(courseId: number, kind: 'tag' | 'rendimento/disciplina'): string {
  return `${reportBase(courseId)}/${kind}?token=${encodeURIComponent(getToken() ?? '')}`
}
