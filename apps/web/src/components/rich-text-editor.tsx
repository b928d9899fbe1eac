import '@mantine/tiptap/styles.css'
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap'
import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useMemo } from 'react'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'

const labels = {
  boldControlLabel: 'Negrito',
  italicControlLabel: 'Itálico',
  underlineControlLabel: 'Sublinhado',
  strikeControlLabel: 'Riscado',
  clearFormattingControlLabel: 'Limpar formatação',
  linkControlLabel: 'Link',
  unlinkControlLabel: 'Remover link',
  bulletListControlLabel: 'Lista com marcadores',
  orderedListControlLabel: 'Lista numerada',
  h1ControlLabel: 'Título 1',
  h2ControlLabel: 'Título 2',
  h3ControlLabel: 'Título 3',
  blockquoteControlLabel: 'Citação',
  codeControlLabel: 'Código',
  hrControlLabel: 'Linha horizontal',
  undoControlLabel: 'Desfazer',
  redoControlLabel: 'Refazer',
  linkEditorInputLabel: 'Endereço do link',
  linkEditorInputPlaceholder: 'https://exemplo.com.br',
  linkEditorExternalLink: 'Abrir em nova aba',
  linkEditorInternalLink: 'Abrir na mesma aba',
  linkEditorSave: 'Salvar',
  // The table and image buttons take their names from here, not from an aria-label.
  tableInsertControlLabel: 'Inserir tabela',
  tableInsertLabel: (columns: number, rows: number) => `Inserir tabela de ${columns} × ${rows}`,
  imageUploadControlLabel: 'Inserir imagem',
}

const onUploadError = (_file: File, error: unknown) =>
  notifyError(errorMessage(error, 'Não foi possível enviar a imagem.'))

/** Stores an image and answers its address (the summaries' upload, a staff upload route). */
export type ImageUploader = (file: File) => Promise<string>

function editorExtensions(onImageUpload: ImageUploader | undefined) {
  return [
    StarterKit.configure({
      link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
    }),
    TableKit.configure({ table: { resizable: false } }),
    ...(onImageUpload
      ? [getUploadImageExtension(Image, { onImageUpload, onImageUploadError: onUploadError })]
      : [Image]),
  ]
}

export interface RichTextEditorFieldProps {
  /** The content when the editor opens (later changes of this prop are ignored: remount with a new `key`). */
  initialHtml: string
  onChange: (html: string) => void
  invalid?: boolean
  /** Id of the element that names the editor (its label). */
  labelId: string
  /** Stores a pasted, dropped or chosen image; without it the image button is not shown. */
  onImageUpload?: ImageUploader
  /** `data-testid` of the editable area (default 'editor-conteudo'). */
  testId?: string
  /** Height of the editable area (default 240). */
  minHeight?: number
}

/**
 * Mantine's tiptap editor with the formatting the server keeps (the summaries and the staff's rich texts
 * share it); images go to our media store through `onImageUpload`.
 */
export function RichTextEditorField({
  initialHtml,
  onChange,
  invalid,
  labelId,
  onImageUpload,
  testId = 'editor-conteudo',
  minHeight = 240,
}: RichTextEditorFieldProps) {
  const extensions = useMemo(() => editorExtensions(onImageUpload), [onImageUpload])
  const editor = useEditor({
    extensions,
    content: initialHtml,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-labelledby': labelId, 'data-testid': testId } },
  })
  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      onImageUpload={onImageUpload}
      onImageUploadError={onUploadError}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <RichTextEditor.TableInsert />
          {onImageUpload && (
            <RichTextEditor.ImageUpload
              aria-label="Inserir imagem"
              accept="image/png,image/jpeg,image/gif,image/webp"
            />
          )}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={minHeight} />
    </RichTextEditor>
  )
}
