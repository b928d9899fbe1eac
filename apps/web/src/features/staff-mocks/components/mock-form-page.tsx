import {
  formatCount,
  formatDateTime,
  MOCK_KEY_MODE,
  type MockKeyMode,
  NUMBER_RANGE,
  parseSaoPauloDateTime,
  TEXT_MAX,
} from '@gabarito/core'
import type { AdminMock, AdminMockQuestion } from '@gabarito/core/contract'
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconDeviceFloppy, IconEye, IconPlayerStop } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ChooseCourse } from '@/components/staff/choose-course'
import { saveMock, useAdminMock } from '@/features/staff-mocks/api/mocks'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useManagerSelection } from '@/lib/staff-selection'
import { closeMockNow, isOpenNow } from './close-mock-now'
import { DrawEditor, type DrawRow, newDrawRow } from './draw-editor'
import { KeyModeField } from './key-mode-field'
import { closingHint, defaultWindow, type Errors, fieldErrors } from './mock-form-rules'
import { QuestionPicker } from './question-picker'
import { confirmFewQuestions } from './subject-counts'

type Mode = 'escolher' | 'sortear'
function MockForm({ moduloId, saved }: { moduloId: number; saved?: AdminMock }) {
  const navigate = useNavigate()
  const initialWindow = saved
    ? { abre: formatDateTime(saved.abre), fecha: formatDateTime(saved.fecha) }
    : defaultWindow()
  const [nome, setNome] = useState(saved?.nome ?? '')
  const [abre, setAbre] = useState(initialWindow.abre)
  const [fecha, setFecha] = useState(initialWindow.fecha)
  const [limite, setLimite] = useState<number | ''>(saved?.limite_minutos ?? '')
  const [gabarito, setGabarito] = useState<MockKeyMode>(saved?.gabarito ?? MOCK_KEY_MODE.immediate)
  const [mode, setMode] = useState<Mode>('escolher')
  const [picked, setPicked] = useState<AdminMockQuestion[]>(saved?.perguntas ?? [])
  const [draws, setDraws] = useState<DrawRow[]>(() => [newDrawRow()])
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const answered = saved?.respondido ?? false
  const narrow = useMediaQuery('(max-width: 30em)')
  const open = saved ? isOpenNow(saved) : true

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (!nome.trim()) found.nome = 'Informe o nome do simulado.'
    const opensAt = parseSaoPauloDateTime(abre)
    const closesAt = parseSaoPauloDateTime(fecha)
    if (!opensAt) found.abre = 'Data e hora inválidas: use dd/mm/aaaa hh:mm.'
    if (!closesAt) found.fecha = 'Data e hora inválidas: use dd/mm/aaaa hh:mm.'
    else if (opensAt && closesAt <= opensAt) found.fecha = 'O simulado deve fechar depois de abrir.'
    if (mode === 'escolher' && picked.length === 0) found.perguntas = 'Escolha ao menos uma questão.'
    if (mode === 'sortear' && (draws.length === 0 || draws.some((d) => d.disciplinaId === null)))
      found.sorteio = 'Escolha a disciplina de cada linha do sorteio.'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const count = mode === 'escolher' ? picked.length : draws.reduce((sum, d) => sum + (d.quantidade || 0), 0)
    if (!(await confirmFewQuestions(count))) return
    const body = {
      nome: nome.trim(),
      // A saved window goes only when retyped: the minute shown would move a close made "agora" (with seconds),
      // which a closed modo-prova mock refuses.
      ...(saved && abre === initialWindow.abre ? {} : { abre }),
      ...(saved && fecha === initialWindow.fecha ? {} : { fecha }),
      limite_minutos: limite === '' ? null : limite,
      gabarito,
      ...(mode === 'escolher'
        ? { perguntas: picked.map((q) => q.id) }
        : {
            sorteio: draws.map((d) => ({
              disciplina_id: d.disciplinaId as number,
              quantidade: d.quantidade,
            })),
          }),
    }
    setSaving(true)
    try {
      const result = await saveMock(saved ? { id: saved.id } : { moduloId }, body)
      notifySuccess(saved ? 'Simulado salvo.' : 'Simulado criado.')
      if (!saved) navigate(`/admin/simulados/${result.id}`, { replace: true })
      else {
        setPicked(result.perguntas)
        setMode('escolher')
      }
    } catch (error) {
      const fields = fieldErrors(error)
      if (fields) setErrors(fields)
      else notifyError(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={saved ? 'Editar simulado' : 'Novo simulado'}>
      <Stack gap="md">
        {answered && saved && (
          <Alert color="yellow" variant="light" data-testid="simulado-respondido">
            Este simulado já tem {formatCount(saved.participantes, 'participante', 'participantes')}: as
            questões não podem ser removidas nem reordenadas; só é possível acrescentar questões ao final
            enquanto ele estiver aberto. A janela deve continuar contendo as respostas dadas
            {saved.primeira_resposta && saved.ultima_resposta
              ? ` (de ${formatDateTime(saved.primeira_resposta)} a ${formatDateTime(saved.ultima_resposta)})`
              : ''}
            .
          </Alert>
        )}
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput
              label="Nome"
              required
              maxLength={TEXT_MAX.mockName}
              value={nome}
              onChange={(e) => setNome(e.currentTarget.value)}
              error={errors.nome}
              placeholder="Ex.: Simulado Semanal 48/2026"
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label="Abre em"
                description="Horário de Brasília (dd/mm/aaaa hh:mm)"
                required
                value={abre}
                onChange={(e) => setAbre(e.currentTarget.value)}
                error={errors.abre}
                placeholder="dd/mm/aaaa hh:mm"
                miw={200}
              />
              <TextInput
                label="Fecha em"
                description={closingHint(fecha)}
                required
                value={fecha}
                onChange={(e) => setFecha(e.currentTarget.value)}
                error={errors.fecha}
                placeholder="dd/mm/aaaa hh:mm"
                miw={200}
              />
              <NumberInput
                label="Tempo limite (minutos)"
                description="Vazio: sem limite"
                min={NUMBER_RANGE.mockMinutes.min}
                max={NUMBER_RANGE.mockMinutes.max}
                allowDecimal={false}
                value={limite}
                onChange={(n) => setLimite(typeof n === 'number' ? n : '')}
                error={errors.limite_minutos}
                miw={180}
              />
            </Group>
            <KeyModeField value={gabarito} onChange={setGabarito} locked={answered} error={errors.gabarito} />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Como escolher as questões"
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
              value={mode}
              onChange={(value) => setMode(value as Mode)}
              data={[
                { value: 'escolher', label: 'Escolher questões' },
                {
                  value: 'sortear',
                  label: saved ? 'Sortear de novo' : 'Sortear por disciplina',
                  disabled: answered,
                },
              ]}
            />
            {mode === 'escolher' ? (
              <QuestionPicker
                moduloId={moduloId}
                value={picked}
                onChange={setPicked}
                locked={answered ? (saved?.perguntas.length ?? 0) : 0}
                canAdd={!answered || open}
                error={errors.perguntas}
              />
            ) : (
              <DrawEditor moduloId={moduloId} value={draws} onChange={setDraws} error={errors.sorteio} />
            )}
          </Stack>
        </Paper>
        <Group justify="space-between">
          <BackLink to="/admin/simulados" variant="subtle" iconSize={16}>
            Voltar aos simulados
          </BackLink>
          <Group gap="xs">
            {saved && open && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconPlayerStop size={16} />}
                onClick={() => void closeMockNow(saved.id)}
              >
                Encerrar agora
              </Button>
            )}
            {saved && (
              <Button
                component={Link}
                to={`/admin/simulados/${saved.id}/previa`}
                variant="light"
                leftSection={<IconEye size={16} />}
              >
                Prévia
              </Button>
            )}
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              Salvar
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}

const pageTitle = (editing: boolean) => (
  <AdminPageTitle>{editing ? 'Editar simulado' : 'Novo simulado'}</AdminPageTitle>
)

/** A saved mock, read fresh from the server each time the page opens (answers may have come since). */
function EditMock({ id }: { id: number }) {
  const mock = useAdminMock(id)
  if (mock.isError)
    return (
      <>
        {pageTitle(true)}
        <Alert color="red">{errorMessage(mock.error)}</Alert>
      </>
    )
  if (!mock.data || !mock.isFetchedAfterMount) return pageTitle(true)
  return (
    <>
      {pageTitle(true)}
      <MockForm key={mock.dataUpdatedAt} moduloId={mock.data.modulo_id} saved={mock.data} />
    </>
  )
}

/** `#/admin/simulados/novo` (for the selected módulo) and `#/admin/simulados/{id}`. */
export function MockFormPage() {
  const params = useParams()
  const { moduloId } = useManagerSelection()
  if (params.id !== undefined) {
    const id = Number(params.id)
    if (!(Number.isInteger(id) && id > 0)) return <Navigate to="/admin/simulados" replace />
    return <EditMock key={id} id={id} />
  }
  if (moduloId === null)
    return (
      <>
        {pageTitle(false)}
        <ChooseCourse toDo="criar um simulado" />
      </>
    )
  return (
    <>
      {pageTitle(false)}
      <MockForm key={moduloId} moduloId={moduloId} />
    </>
  )
}
