import '@mantine/tiptap/styles.css'
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap'
import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { uploadSummaryImage } from '../api/upload-summary-image'

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
}

const onUploadError = (_file: File, error: unknown) =>
  notifyError(errorMessage(error, 'Não foi possível enviar a imagem.'))

const extensions = [
  StarterKit.configure({
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
  }),
  TableKit.configure({ table: { resizable: false } }),
  getUploadImageExtension(Image, { onImageUpload: uploadSummaryImage, onImageUploadError: onUploadError }),
]

interface SummaryEditorProps {
  /** The content when the editor opens (later changes of this prop are ignored). */
  initialHtml: string
  onChange: (html: string) => void
  invalid?: boolean
  labelId: string
}

/** Conteúdo: Mantine's tiptap editor with the formatting the server keeps; images go to our media store. */
export function SummaryEditor({ initialHtml, onChange, invalid, labelId }: SummaryEditorProps) {
  const editor = useEditor({
    extensions,
    content: initialHtml,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-labelledby': labelId, 'data-testid': 'editor-conteudo' } },
  })
  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      onImageUpload={uploadSummaryImage}
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
          <RichTextEditor.TableInsert aria-label="Inserir tabela" />
          <RichTextEditor.ImageUpload
            aria-label="Inserir imagem"
            accept="image/png,image/jpeg,image/gif,image/webp"
          />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={240} />
    </RichTextEditor>
  )
}
