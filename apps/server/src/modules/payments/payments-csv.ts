import { centsToDecimalComma, formatCpf, formatDateTime } from '@gabarito/core'
import type { StaffPaymentRow } from './payments.staff.repo.ts'

/** The accountant's columns (decision 0025). */
export const CSV_HEADER = ['Data', 'Txid', 'EndToEndId', 'Aluno', 'CPF', 'Plano', 'Meses', 'Valor'] as const

/**
 * One field for a Brazilian spreadsheet: quoted when it holds the separator, a quote or a line break; a text that
 * a spreadsheet would run as a formula (=, +, -, @) starts with an apostrophe.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The month's confirmed payments as CSV the way Excel and LibreOffice in pt-BR open it with a double click:
 * UTF-8 with BOM, `;` between fields, decimal comma, CRLF line ends, dates in São Paulo time.
 */
export function paymentsCsv(rows: StaffPaymentRow[]): string {
  const lines = rows.map((row) =>
    [
      formatDateTime(row.paidAt ?? row.createdAt),
      row.txid,
      row.endToEndId ?? '',
      row.userName,
      formatCpf(row.cpf),
      row.planName,
      String(row.months),
      centsToDecimalComma(row.amountCents),
    ]
      .map(field)
      .join(';'),
  )
  return `\uFEFF${[CSV_HEADER.join(';'), ...lines].join('\r\n')}\r\n`
}
