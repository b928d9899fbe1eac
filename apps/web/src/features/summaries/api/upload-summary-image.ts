import { API } from '@gabarito/core'
import { uploadFile } from '@/lib/api-client'

/** `POST /api/v1/geral/arquivo_usuario/imagem` with the image's bytes; answers its address in our media store. */
export function uploadSummaryImage(file: File): Promise<string> {
  return uploadFile(API.summaries.image(), file)
}
