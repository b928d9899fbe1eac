import { NUMBER_RANGE } from '@gabarito/core'
import type { StaffCourse } from '@gabarito/core/contract'
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Title,
} from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { RichText } from '@/components/rich-text'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ImageUploadInput } from '@/components/staff/image-upload-input'
import { RichTextInput } from '@/components/staff/rich-text-input'
import { useStaffSave } from '@/components/staff/use-staff-save'
import {
  COURSE_IMAGE_PATH,
  type CourseFields,
  saveCourse,
  useStaffCourse,
} from '@/features/staff-courses/api/courses'
import { errorMessage } from '@/lib/api-client'
import { notifySuccess } from '@/lib/notify'
import { useStoredUser } from '@/lib/session'
import { canDo } from '@/lib/staff'
import { AbilityFields } from './ability-fields'
import { DescriptionInput, NameInput } from './name-fields'

const NEW_COURSE: CourseFields = {
  nome: '',
  descricao: '',
  imagem: null,
  valor: '',
  termo_uso: '',
  termo_simulado: '',
  has_noticia: true,
  has_pergunta: true,
  has_material: true,
  has_simulado: false,
  has_prova_anterior: false,
  has_relatorio: false,
  has_conceito: false,
  index: false,
  visivel: true,
  a_venda: true,
  ordem: 0,
  simulado_questoes_por_disciplina: 10,
  nota_corte: null,
  prova_referencia_id: null,
}

const FLAGS: [keyof CourseFields, string][] = [
  ['has_noticia', 'Notícias'],
  ['has_pergunta', 'Questões'],
  ['has_material', 'Material'],
  ['has_simulado', 'Simulado semanal'],
  ['has_prova_anterior', 'Concursos anteriores (PRO)'],
  ['has_relatorio', 'Relatórios (PRO)'],
  ['has_conceito', 'Conceitos'],
  ['index', "Mostra 'Acesso PRO até' no cartão"],
  ['visivel', 'Visível na escolha de curso'],
]

/** What a Gerente sends: the form without the price text and the sale. */
function withoutSale({ valor: _valor, a_venda: _aVenda, ...rest }: CourseFields) {
  return rest
}

/** A new course has no past exams yet: its passing mark and reference exam are set once it exists. */
function withoutAbility<T extends Pick<CourseFields, 'nota_corte' | 'prova_referencia_id'>>({
  nota_corte: _mark,
  prova_referencia_id: _exam,
  ...rest
}: T) {
  return rest
}

type Errors = Partial<Record<keyof CourseFields, string>>

function CourseForm({ saved }: { saved?: StaffCourse }) {
  const navigate = useNavigate()
  const isAdmin = canDo(useStoredUser(), 'courses.sell')
  const [values, setValues] = useState<CourseFields>(() => (saved ? { ...saved } : NEW_COURSE))
  const { errors, setErrors, saving, save } = useStaffSave<Errors>()
  const set = <K extends keyof CourseFields>(key: K, value: CourseFields[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!values.nome.trim()) return setErrors({ nome: 'Informe o nome do curso.' })
    // A Gerente neither sees nor sends what only an Admin may change (decision 0018).
    const fields = isAdmin ? values : withoutSale(values)
    const body = saved ? fields : withoutAbility(fields)
    await save(async () => {
      const result = await saveCourse(saved?.id ?? null, body)
      notifySuccess(saved ? 'Curso salvo.' : 'Curso criado.')
      if (!saved) navigate(`/admin/cursos/${result.id}`, { replace: true })
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={saved ? 'Editar curso' : 'Novo curso'}>
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <NameInput value={values.nome} error={errors.nome} onChange={(nome) => set('nome', nome)} />
            <DescriptionInput
              value={values.descricao}
              error={errors.descricao}
              onChange={(descricao) => set('descricao', descricao)}
            />
            <ImageUploadInput
              label="Imagem"
              description="PNG, JPEG ou WebP de até 2 MB"
              value={values.imagem}
              onChange={(url) => set('imagem', url)}
              uploadPath={COURSE_IMAGE_PATH}
              error={errors.imagem}
              data-testid="curso-imagem"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="Ordem"
                description="Menor aparece primeiro"
                min={NUMBER_RANGE.courseOrder.min}
                max={NUMBER_RANGE.courseOrder.max}
                allowDecimal={false}
                value={values.ordem}
                onChange={(n) => set('ordem', typeof n === 'number' ? n : 0)}
                error={errors.ordem}
              />
              <NumberInput
                label="Questões por disciplina no simulado automático"
                min={NUMBER_RANGE.mockQuestionsPerSubject.min}
                max={NUMBER_RANGE.mockQuestionsPerSubject.max}
                allowDecimal={false}
                value={values.simulado_questoes_por_disciplina}
                onChange={(n) => set('simulado_questoes_por_disciplina', typeof n === 'number' ? n : 10)}
                error={errors.simulado_questoes_por_disciplina}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Seções e listagem
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {FLAGS.map(([key, label]) => (
              <Switch
                key={key}
                label={label}
                checked={values[key] as boolean}
                onChange={(e) => set(key, e.currentTarget.checked)}
                error={errors[key]}
              />
            ))}
            <Switch
              label="À venda na página inicial"
              checked={values.a_venda}
              disabled={!isAdmin}
              description={isAdmin ? undefined : 'Somente um Admin altera'}
              onChange={(e) => set('a_venda', e.currentTarget.checked)}
              error={errors.a_venda}
            />
          </SimpleGrid>
        </Paper>
        {saved && (
          <AbilityFields
            courseId={saved.id}
            passMark={values.nota_corte}
            referenceId={values.prova_referencia_id}
            errors={errors}
            onPassMark={(n) => set('nota_corte', n)}
            onReference={(id) => set('prova_referencia_id', id)}
          />
        )}
        <Paper withBorder p="md">
          <Stack gap="md">
            {isAdmin ? (
              <RichTextInput
                label="Preço exibido no cartão (valor)"
                initialValue={values.valor}
                onChange={(html) => set('valor', html)}
                error={errors.valor}
                minHeight={80}
                testId="curso-valor"
              />
            ) : (
              <Alert variant="light" color="gray" title="Preço exibido no cartão (somente um Admin altera)">
                <RichText html={values.valor} />
              </Alert>
            )}
            <RichTextInput
              label="Termos de uso do curso"
              initialValue={values.termo_uso}
              onChange={(html) => set('termo_uso', html)}
              error={errors.termo_uso}
              minHeight={120}
            />
            <RichTextInput
              label="Regras do simulado"
              initialValue={values.termo_simulado}
              onChange={(html) => set('termo_simulado', html)}
              error={errors.termo_simulado}
              minHeight={120}
            />
          </Stack>
        </Paper>
        <Group justify="space-between">
          <BackLink to="/admin/cursos" iconSize={16} />
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            {saved ? 'Salvar curso' : 'Criar curso'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** `#/admin/cursos/novo` (Admin) and `#/admin/cursos/:id`: every field of a course. */
export function CourseFormPage() {
  const { id } = useParams()
  const courseId = id ? Number(id) : null
  const course = useStaffCourse(courseId)
  const title = courseId === null ? 'Novo curso' : `Curso: ${course.data?.nome ?? ''}`
  return (
    <>
      <AdminPageTitle>{title}</AdminPageTitle>
      {courseId === null ? (
        <CourseForm />
      ) : course.isError ? (
        <Alert color="red">{errorMessage(course.error)}</Alert>
      ) : course.data ? (
        <CourseForm key={course.data.id} saved={course.data} />
      ) : (
        <Skeleton height={400} />
      )}
    </>
  )
}
