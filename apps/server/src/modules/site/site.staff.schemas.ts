import type { SiteTextKind } from '@gabarito/core/contract'
import { z } from 'zod'
import { richTextField } from '../../lib/staff-fields.ts'

// The body is the contract the staff screen sends (decision 0052); `siteTextValue` checks the value for its key.
export { siteTextBody, siteTextJson, siteTextListJson } from '@gabarito/core/contract'

export const siteTextParams = z.object({
  chave: z.string().max(100, 'Texto não encontrado.'),
})

const httpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

const percent = (value: string) => Number(value.replace(',', '.')) <= 100

/** What each kind of text accepts; an empty line, address or e-mail hides it on the site. */
export const siteTextValue: Record<SiteTextKind, z.ZodType<string, string>> = {
  html: richTextField('Escreva o texto.', 200_000),
  texto: z.string().trim().max(200, 'Use no máximo 200 caracteres.'),
  url: z
    .string()
    .trim()
    .max(300, 'Use no máximo 300 caracteres.')
    .refine((v) => v === '' || httpsUrl(v), 'Informe um endereço completo que comece com https://.'),
  email: z
    .string()
    .trim()
    .max(254, 'Use no máximo 254 caracteres.')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Informe um e-mail válido.'),
  percentual: z
    .string()
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, 'Informe um percentual de 0 a 100, como 10 ou 7,5.')
    .refine(percent, 'Informe um percentual de 0 a 100, como 10 ou 7,5.'),
}
