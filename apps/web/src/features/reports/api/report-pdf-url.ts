import { API } from '@gabarito/core'
import { getToken } from '@/lib/session'

/** A report PDF's link: opened in a new tab, so the session token goes in the query (never logged by the server). */
export function reportPdfUrl(courseId: number, kind: 'concepts' | 'subjects'): string {
  const route = kind === 'concepts' ? API.reports.conceptsPdf : API.reports.subjectsPdf
  return `${route({ id: courseId })}?token=${encodeURIComponent(getToken() ?? '')}`
}
