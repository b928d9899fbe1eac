import { newsBodies } from '@gabarito/core/contract'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { richTextField } from '../../lib/staff-fields.ts'

export type { NewsBody, NewsPatch } from '@gabarito/core/contract'
export { staffImageJson, staffNewsJson, staffNewsPageJson } from '@gabarito/core/contract'

export const IMAGE_REFUSED = 'Envie uma imagem PNG, JPEG, GIF ou WebP de até 2 MB.'
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export const newsIdParams = z.object({ id: idParam('Notícia inválida.') })

// The bodies are the contract the staff screens send (decision 0052), with the summary sanitized by the server.
export const { newsBody, newsPatch } = newsBodies(richTextField)
