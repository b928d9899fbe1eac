import { formatDateTime, mockClosingText, parseSaoPauloDateTime } from '@gabarito/core'
import { formErrorsOf } from '@/components/staff/form-errors'

export type Errors = Partial<
  Record<'nome' | 'abre' | 'fecha' | 'limite_minutos' | 'gabarito' | 'perguntas' | 'sorteio', string>
>

/** The next full hour, and a week after it: a new mock's window until staff change it. */
export function defaultWindow() {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000)
  return { abre: formatDateTime(start), fecha: formatDateTime(new Date(start.getTime() + 7 * 86_400_000)) }
}

/** How students read the closing typed: its last open minute ("fecha domingo, 29/11, às 23h59"), issue 26. */
export function closingHint(fecha: string): string {
  const closesAt = parseSaoPauloDateTime(fecha)
  const limit = 'No máximo 31 dias depois de abrir'
  return closesAt ? `Os alunos leem "${mockClosingText(closesAt)}". ${limit}.` : limit
}

/** The server's field errors on the form's fields (`sorteio.0.quantidade` goes under the draw). */
export function fieldErrors(error: unknown): Errors | null {
  const fields = formErrorsOf(error)
  if (!fields) return null
  const errors: Errors = {}
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.')[0] as keyof Errors
    if (['nome', 'abre', 'fecha', 'limite_minutos', 'gabarito', 'perguntas', 'sorteio'].includes(field))
      errors[field] ??= message
  }
  return Object.keys(errors).length > 0 ? errors : null
}
