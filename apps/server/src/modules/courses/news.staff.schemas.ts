import { OWN_MEDIA_IMAGE } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { dateTimeField, richTextField, titleField } from '../../lib/staff-fields.ts'

export { staffImageJson, staffNewsJson, staffNewsPageJson } from '@gabarito/core/contract'

export const IMAGE_REFUSED = 'Envie uma imagem PNG, JPEG, GIF ou WebP de até 2 MB.'
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export const newsIdParams = z.object({ id: idParam('Notícia inválida.') })

const image = z
  .string({ error: 'Imagem inválida.' })
  .regex(OWN_MEDIA_IMAGE, 'Envie a imagem pelo botão de envio de imagem.')
  .nullable()

export const newsBody = z.object({
  titulo: titleField(200),
  imagem: image.default(null),
  resumo: richTextField('Informe o resumo da notícia.', 100_000),
  data: dateTimeField('Informe a data de publicação (data e hora).'),
})
export type NewsBody = z.output<typeof newsBody>

export const newsPatch = z.object({
  titulo: titleField(200).optional(),
  imagem: image.optional(),
  resumo: richTextField('Informe o resumo da notícia.', 100_000).optional(),
  data: dateTimeField('Informe a data de publicação (data e hora).').optional(),
})
export type NewsPatch = z.output<typeof newsPatch>
