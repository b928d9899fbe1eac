/** A CPF's digits, without its dots and dash: the share form's input stops there. */
export const CPF_DIGITS = 11

/** Keeps only the digits of a CPF typed with or without its dots and dash. */
export function normalizeCpf(input: string): string {
  return input.replace(/\D/g, '')
}

function checkDigit(digits: string, length: number): number {
  let sum = 0
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

/** A CPF is valid when it has 11 digits, not all equal, and both check digits match. */
export function isValidCpf(input: string): boolean {
  const digits = normalizeCpf(input)
  if (digits.length !== CPF_DIGITS || /^(\d)\1{10}$/.test(digits)) return false
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
}

/** Builds a valid CPF from 9 base digits (random when omitted). */
export function generateCpf(random: () => number = Math.random): string {
  let base = ''
  do {
    base = Array.from({ length: 9 }, () => Math.floor(random() * 10)).join('')
  } while (/^(\d)\1{8}$/.test(base))
  const first = checkDigit(base, 9)
  const second = checkDigit(base + first, 10)
  return `${base}${first}${second}`
}

export function formatCpf(input: string): string {
  const d = normalizeCpf(input)
  return d.length === CPF_DIGITS ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : input
}
