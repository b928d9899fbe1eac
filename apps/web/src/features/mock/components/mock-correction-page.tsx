import { formatDate, MOCK_KEY_MODE } from '@gabarito/core'
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { PageHeading } from '@/components/page-heading'
import { RankingTable } from '@/components/ranking/ranking-table'
import { TitledSection } from '@/components/titled-section'
import { errorMessage } from '@/lib/api-client'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { useMockCorrection } from '../api/get-mock-correction'
import { keyAtCloseText, mockTexts } from '../texts'
import { CorrectionCostly } from './correction-costly'
import { CorrectionPerformance, isKnown } from './correction-performance'
import { CorrectionQuestion } from './correction-question'

const HISTORY = '/v2/geral/simulado/historico'

/**
 * /v2/geral/simulado/historico/{id}: the caller's answers of one mock; on an error, back to the history. A modo-prova
 * mock shows only the caller's choices until its close, then every question with its key.
 */
export function MockCorrectionPage() {
  const course = useCurrentCourse()
  const { id } = useParams()
  const mockId = Number(id)
  const valid = Number.isInteger(mockId) && mockId > 0
  const navigate = useNavigate()
  useEffect(() => {
    if (!valid) navigate(HISTORY, { replace: true })
  }, [valid, navigate])
  if (!course || !valid) return null
  return <MockCorrection key={`${course.id}-${mockId}`} course={course} mockId={mockId} />
}

function MockCorrection({ course, mockId }: { course: Course; mockId: number }) {
  const correction = useMockCorrection(course.id, mockId)
  const navigate = useNavigate()

  useEffect(() => {
    if (!correction.error) return
    notifyError(errorMessage(correction.error), undefined, 'erro-revisao-simulado', { forNextScreen: true })
    navigate(HISTORY, { replace: true })
  }, [correction.error, navigate])

  const back = <BackLink to={HISTORY}>Simulados Antigos</BackLink>

  if (!correction.data) {
    return (
      <Group justify="center" p="xl">
        <Loader color="brand" aria-label="Carregando o simulado" />
      </Group>
    )
  }
  const { simulado, respostas, geral, analise } = correction.data
  // Modo prova before the close (issue 29): the server holds the key, the hits and the ranking.
  const held = !isKnown(geral)
  // After a modo-prova mock's close every question comes, also those the caller left unanswered.
  const wholeMock = simulado.gabarito === MOCK_KEY_MODE.atClose && !held
  // Where the points went (issue 29), by question: each one's number on the page and its figures.
  const positions = new Map(respostas.map((item, index) => [item.pergunta.id, index + 1]))
  const figures = new Map(analise?.questoes.map((question) => [question.pergunta_id, question]))
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading
          title={simulado.nome}
          subtitle={
            <>
              {course.nome} · {formatDate(simulado.abre)}
            </>
          }
        />
        {back}
      </Group>
      {respostas.length === 0 ? (
        <Paper withBorder p="lg" data-testid="sem-respostas">
          <Text>{mockTexts.noAnswers}</Text>
        </Paper>
      ) : (
        <>
          {held ? (
            <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} data-testid="gabarito-retido">
              {keyAtCloseText(simulado.fecha)}
            </Alert>
          ) : (
            geral.respondidas > 0 && <CorrectionPerformance correction={correction.data} />
          )}
          {analise && <CorrectionCostly costly={analise.custaram_pontos} positions={positions} />}
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="classificacao">
            <Title order={2} size="h4" mb="sm" id="classificacao">
              Classificação
            </Title>
            {held ? (
              <Text data-testid="ranking-retido">{mockTexts.rankingAtClose}</Text>
            ) : (
              <RankingTable courseId={course.id} mockId={simulado.id} />
            )}
          </Paper>
          <TitledSection
            id="questoes-respondidas"
            title={wholeMock ? 'Questões do simulado' : 'Questões respondidas'}
            size="h4"
          >
            <Stack gap="md">
              {respostas.map((item, index) => (
                <CorrectionQuestion
                  key={item.pergunta.id}
                  item={item}
                  position={index + 1}
                  analysis={figures.get(item.pergunta.id)}
                />
              ))}
            </Stack>
          </TitledSection>
        </>
      )}
    </Stack>
  )
}
