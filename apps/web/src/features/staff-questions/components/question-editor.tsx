import {
  NUMBER_RANGE,
  QUESTION_STATUS,
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
  type QuestionStatus,
} from '@gabarito/core'
import type { QuestionParameters } from '@gabarito/core/contract'
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
} from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { formErrorsOf } from '@/components/staff/form-errors'
import { QuestionPreview } from '@/components/staff/question-preview'
import { QuestionStatsPanel } from '@/components/staff/question-stats-panel'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { SearchSelect } from '@/components/staff/search-select'
import { TeamCommentForm } from '@/components/staff/team-comment-form'
import { IMAGE_UPLOAD_PATH, saveQuestion } from '@/features/staff-questions/api/questions'
import { useCourseExams } from '@/lib/api/staff/course-exams'
import { assuntoSearch, disciplinaSearch } from '@/lib/api/staff/selection'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { AlternativesEditor } from './alternatives-editor'
import { ItemParametersPanel } from './item-parameters-panel'
import { confirmKeyChange } from './key-change'
import { bodyOf, type QuestionDraft } from './question-form'
import { SourceFields } from './source-fields'

interface QuestionEditorProps {
  /** The question's id once it exists. */
  id: number | null
  moduloId: number
  initial: QuestionDraft
  /** How many answers the question has: a new key then rescores them, after a confirmation. */
  answered?: number
  /** Its calibrated parameters (issue 32), for a question that exists. */
  parameters?: QuestionParameters
}

/**
 * The question form beside a live preview of the card the student will see: subject and topic (search from 3
 * characters), past exam and number, statement (with images), alternatives and the right one, explanation,
 * concepts (created as they are typed) and status. Field errors from the server show under their inputs.
 */
export function QuestionEditor({ id, moduloId, initial, answered = 0, parameters }: QuestionEditorProps) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const navigate = useNavigate()
  const exams = useCourseExams(moduloId)
  const set = (patch: Partial<QuestionDraft>, ...fields: string[]) => {
    setDraft((d) => ({ ...d, ...patch }))
    if (fields.some((f) => errors[f]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))))
  }

  async function save() {
    setSaving(true)
    try {
      if (id !== null && answered > 0 && !(await confirmKeyChange(id, initial, draft))) return
      const body = bodyOf(draft, moduloId)
      const saved = await saveQuestion(id, body)
      setErrors({})
      notifySuccess(id === null ? `Questão #${saved.id} criada.` : `Questão #${saved.id} salva.`)
      navigate(id === null ? `/admin/perguntas/${saved.id}` : '/admin/perguntas')
    } catch (error) {
      const fields = formErrorsOf(error)
      if (fields) setErrors(fields)
      notifyError(errorMessage(error, 'Não foi possível salvar a questão.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <AdminPageTitle
        actions={
          <Button component={Link} to="/admin/perguntas" variant="default">
            Voltar
          </Button>
        }
      >
        {id === null ? 'Nova questão' : `Questão #${id}`}
      </AdminPageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Group grow align="flex-start" wrap="wrap">
              <SearchSelect
                label="Disciplina"
                required
                value={draft.disciplina}
                onChange={(disciplina) => set({ disciplina, assunto: null }, 'disciplina_id', 'assunto_id')}
                source={disciplinaSearch(moduloId)}
                error={errors.disciplina_id}
                data-testid="editor-disciplina"
              />
              <SearchSelect
                label="Assunto"
                value={draft.assunto}
                disabled={!draft.disciplina}
                onChange={(assunto) => set({ assunto }, 'assunto_id')}
                source={assuntoSearch(draft.disciplina?.id)}
                error={errors.assunto_id}
              />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Concurso"
                placeholder="Nenhum"
                clearable
                searchable
                data={(exams.data ?? []).map((e) => ({
                  value: String(e.id),
                  label: e.ano ? `${e.nome} ${e.ano}` : e.nome,
                }))}
                value={draft.concursoId === null ? null : String(draft.concursoId)}
                onChange={(value) =>
                  set({ concursoId: value === null ? null : Number(value) }, 'concurso_id')
                }
                error={errors.concurso_id}
              />
              <NumberInput
                label="Número na prova"
                min={NUMBER_RANGE.examNumber.min}
                max={NUMBER_RANGE.examNumber.max}
                disabled={draft.concursoId === null}
                value={draft.numero ?? ''}
                onChange={(value) => set({ numero: typeof value === 'number' ? value : null }, 'numero')}
                error={errors.numero}
              />
            </Group>
            <SourceFields
              value={draft.fonte}
              onChange={(patch, field) => set({ fonte: { ...draft.fonte, ...patch } }, field)}
              errors={errors}
              hint={
                draft.concursoId === null
                  ? undefined
                  : 'Banca, órgão, ano, cargo e nível deixados vazios recebem os do concurso ao salvar.'
              }
            />
            <RichTextInput
              label="Enunciado"
              required
              initialValue={initial.texto}
              onChange={(texto) => set({ texto }, 'texto')}
              error={errors.texto}
              imageUploadPath={IMAGE_UPLOAD_PATH}
              testId="editor-enunciado"
              minHeight={160}
            />
            <AlternativesEditor
              alternatives={draft.alternativas}
              correct={draft.correta}
              errors={errors}
              onChange={(alternativas, correta) => set({ alternativas, correta }, 'alternativas', 'correta')}
            />
            <RichTextInput
              label="Explicação (Definições Abordadas)"
              description="Mostrada ao aluno depois de responder."
              initialValue={initial.resumo}
              onChange={(resumo) => set({ resumo }, 'resumo')}
              error={errors.resumo}
              imageUploadPath={IMAGE_UPLOAD_PATH}
              testId="editor-resumo"
              minHeight={100}
            />
            <TagsInput
              label="Conceitos"
              description="Digite e tecle Enter; um conceito novo é criado ao salvar."
              value={draft.tags}
              onChange={(tags) => set({ tags }, 'tags')}
              error={errors.tags ?? Object.entries(errors).find(([k]) => k.startsWith('tags.'))?.[1]}
              clearable
            />
            <Input.Wrapper label="Situação" error={errors.status}>
              <SegmentedControl
                fullWidth
                data={QUESTION_STATUSES.map((s) => ({ value: s, label: QUESTION_STATUS_LABELS[s] }))}
                value={draft.status}
                onChange={(status) => set({ status: status as QuestionStatus }, 'status')}
              />
            </Input.Wrapper>
            {draft.status === QUESTION_STATUS.annulled && (
              <Alert color="orange">
                Anulada: sai da prática e conta como certa para quem a respondeu num simulado.
              </Alert>
            )}
            <Group>
              <Button onClick={save} loading={saving}>
                {id === null ? 'Criar questão' : 'Salvar'}
              </Button>
            </Group>
            {id !== null && initial.status === QUESTION_STATUS.published && (
              <Paper withBorder p="md">
                <TeamCommentForm questionId={id} />
                <Anchor
                  component={Link}
                  to={`/admin/comentarios/discussao?questao=${id}`}
                  size="sm"
                  mt="xs"
                  display="inline-block"
                >
                  Ver a discussão desta questão
                </Anchor>
              </Paper>
            )}
            {id !== null && <QuestionStatsPanel id={id} />}
            {parameters !== undefined && <ItemParametersPanel parameters={parameters} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 72 }}>
            <QuestionPreview question={{ id, ...draft }} />
          </div>
        </Grid.Col>
      </Grid>
    </>
  )
}
