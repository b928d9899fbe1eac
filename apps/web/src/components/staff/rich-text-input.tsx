import { Input, Skeleton } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useCallback, useId } from 'react'
import { uploadAdminFile } from '@/lib/api/staff/admin-api'

// The editor (tiptap) is the summaries' one, in its own chunk shared with them: the staff area opens without it.
const RichTextEditorField = lazy(async () => ({
  default: (await import('@/components/rich-text-editor')).RichTextEditorField,
}))

export interface RichTextInputProps {
  label: ReactNode
  /** The HTML when the editor opens; later changes are ignored (give the input a new `key` to reload it). */
  initialValue: string
  onChange: (html: string) => void
  error?: ReactNode
  description?: ReactNode
  required?: boolean
  /** Staff upload route for images (under /api/v1/admin, answering `{ url }`); without it, no image button. */
  imageUploadPath?: string
  /** `data-testid` of the editable area. */
  testId?: string
  minHeight?: number
}

/**
 * A rich-text field for staff forms (statements, explanations, news, study texts): label, the editor, the
 * error under it. The server sanitizes what it keeps, so the editor offers only what survives.
 */
export function RichTextInput({
  label,
  initialValue,
  onChange,
  error,
  description,
  required,
  imageUploadPath,
  testId,
  minHeight = 200,
}: RichTextInputProps) {
  const labelId = useId()
  const upload = useCallback(
    (file: File) => uploadAdminFile(imageUploadPath as string, file),
    [imageUploadPath],
  )
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      error={error}
      description={description}
      required={required}
    >
      <Suspense fallback={<Skeleton height={minHeight + 48} />}>
        <RichTextEditorField
          labelId={labelId}
          initialHtml={initialValue}
          onChange={onChange}
          invalid={Boolean(error)}
          onImageUpload={imageUploadPath ? upload : undefined}
          testId={testId}
          minHeight={minHeight}
        />
      </Suspense>
    </Input.Wrapper>
  )
}
