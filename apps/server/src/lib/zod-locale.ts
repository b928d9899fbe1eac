import { formatCount } from '@gabarito/core'
import { z } from 'zod'

/**
 * Brazilian Portuguese for every zod issue a schema gives no message of its own, so no 422 carries zod's
 * English defaults. zod's own `pt` locale is European Portuguese ("Demasiado grande", "ficheiro") and
 * technical ("esperava <= 200"), so these are written here. app.ts imports this file, so the server, the
 * API tests and the payments CLI all get it. The field itself is the key of `errors`, so messages do not name it.
 */

const TYPES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  tuple: 'uma lista',
  set: 'uma lista',
  object: 'um objeto',
  record: 'um objeto',
  map: 'um objeto',
  date: 'uma data',
  file: 'um arquivo',
}

const FORMATS: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  url: 'Informe um endereço (URL) válido.',
  uuid: 'Informe um identificador (UUID) válido.',
  guid: 'Informe um identificador (UUID) válido.',
  datetime: 'Informe data e hora no formato ISO 8601 (ex.: 2025-03-01T14:30:00-03:00).',
  date: 'Informe a data no formato AAAA-MM-DD.',
  time: 'Informe a hora no formato HH:MM:SS.',
  duration: 'Informe uma duração no formato ISO 8601 (ex.: PT30M).',
}

const number = (n: number | bigint) => n.toLocaleString('pt-BR')

type Sized = { origin: string; inclusive?: boolean; exact?: boolean }

function sizeMessage(issue: Sized, limit: number | bigint, bound: 'max' | 'min'): string {
  const n = Number(limit)
  const most = bound === 'max' ? 'no máximo' : 'ao menos'
  if (issue.origin === 'string') {
    if (issue.exact) return `Use exatamente ${formatCount(n, 'caractere', 'caracteres')}.`
    if (bound === 'min' && n === 1) return 'Este campo não pode ficar vazio.'
    return `Use ${most} ${formatCount(n, 'caractere', 'caracteres')}.`
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (issue.exact) return `Envie exatamente ${formatCount(n, 'item', 'itens')}.`
    return `Envie ${most} ${formatCount(n, 'item', 'itens')}.`
  }
  if (issue.origin === 'file') return `O arquivo deve ter ${most} ${number(n)} bytes.`
  if (issue.origin === 'date')
    return bound === 'max' ? 'Informe uma data anterior.' : 'Informe uma data posterior.'
  if (issue.inclusive === false)
    return `Informe um valor ${bound === 'max' ? 'menor' : 'maior'} que ${number(n)}.`
  return `Informe um valor de ${bound === 'max' ? 'no máximo' : 'no mínimo'} ${number(n)}.`
}

export const brazilianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este campo é obrigatório.'
      return `Informe ${TYPES[issue.expected] ?? 'um valor válido'}.`
    case 'too_big':
      return sizeMessage(issue, issue.maximum, 'max')
    case 'too_small':
      return sizeMessage(issue, issue.minimum, 'min')
    case 'invalid_value':
      if (issue.values.length === 1) return `Informe ${JSON.stringify(issue.values[0])}.`
      return `Escolha uma destas opções: ${issue.values.map(String).join(', ')}.`
    case 'invalid_format':
      if (issue.format === 'starts_with') return `O texto deve começar com "${issue.prefix}".`
      if (issue.format === 'ends_with') return `O texto deve terminar com "${issue.suffix}".`
      if (issue.format === 'includes') return `O texto deve conter "${issue.includes}".`
      return FORMATS[issue.format] ?? 'Formato inválido.'
    case 'not_multiple_of':
      return `Informe um múltiplo de ${number(issue.divisor)}.`
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo não permitido: ${issue.keys[0]}.`
        : `Campos não permitidos: ${issue.keys.join(', ')}.`
    case 'invalid_key':
      return 'Nome de campo inválido.'
    case 'invalid_element':
      return 'Item inválido.'
    default:
      return 'Valor inválido.'
  }
}

z.config({ localeError: brazilianErrorMap })
