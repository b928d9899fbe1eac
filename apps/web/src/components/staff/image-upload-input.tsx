import { Button, FileButton, Group, Image, Input, Stack } from '@mantine/core'
import { IconPhotoUp, IconTrash } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { uploadAdminFile } from '@/lib/api/staff/admin-api'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { formErrorsOf } from './form-errors'

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

export interface ImageUploadInputProps {
  label: ReactNode
  /** The image's address (`/media/…`), or null. */
  value: string | null
  onChange: (url: string | null) => void
  /** Staff upload route answering `{ url }`, e.g. `STAFF_API.news.image()`. */
  uploadPath: string
  error?: ReactNode
  description?: ReactNode
  required?: boolean
  'data-testid'?: string
}

/**
 * An image field of a staff form: the current image, "Enviar imagem" (the file goes at once to `uploadPath`;
 * the form keeps only its address) and "Remover". A refused file shows the server's message under the field.
 */
export function ImageUploadInput({
  label,
  value,
  onChange,
  uploadPath,
  error,
  description,
  required,
  'data-testid': testId,
}: ImageUploadInputProps) {
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)

  const send = async (file: File | null) => {
    if (!file) return
    setUploading(true)
    setUploadError(null)
    try {
      onChange(await uploadAdminFile(uploadPath, file))
    } catch (failure) {
      const fields = formErrorsOf(failure)
      const message =
        (fields && Object.values(fields)[0]) ?? errorMessage(failure, 'Não foi possível enviar a imagem.')
      setUploadError(message)
      if (!fields) notifyError(message)
    } finally {
      setUploading(false)
    }
  }

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={uploadError ?? error}
      required={required}
      data-testid={testId}
    >
      <Stack gap="xs" mt={4}>
        {value && <Image src={value} alt="" maw={240} mah={160} fit="contain" radius="sm" />}
        <Group gap="xs">
          <FileButton onChange={send} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={uploading}
                leftSection={<IconPhotoUp size={18} />}
              >
                {value ? 'Trocar imagem' : 'Enviar imagem'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => onChange(null)}
            >
              Remover
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}
