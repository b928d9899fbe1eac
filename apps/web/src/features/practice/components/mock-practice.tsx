import { formatNumber, MOCK_KEY_MODE } from '@gabarito/core'
import { Text } from '@mantine/core'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { Course } from '@/lib/current-course'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useOpenMock } from '../api/get-open-mock'
import type { MockAnswerResult, RankingPlace } from '../api/types'
import { mockDeadline, mockRoundOf } from '../lib/mock-round'
import { weeklyMock } from '../lib/practice-rules'
import { isHeld } from '../lib/practice-state'
import type { SendAnswer } from '../lib/use-answer-submission'
import { useMockShown } from '../lib/use-mock-shown'
import { usePracticeSession } from '../lib/use-practice-session'
import { practiceTexts } from '../texts'
import { LoadingQuestions, LoadProblemPanel } from './load-problem'
import classes from './mock.module.css'
import { MockFinishedPanel } from './mock-finished-panel'
import { MockInfo } from './mock-info'
import { PracticeFrame } from './practice-frame'
import { QuestionCard } from './question-card'
import type { QuestionExtras } from './question-extras'
import { RoundProgress } from './round-progress'
import { ScorePanel } from './score-panel'

/** /v2/geral/simulado/perguntas: the week's mock of the current course; app/practice/ routes it. */
export function MockPractice({ course, extras }: { course: Course; extras: QuestionExtras }) {
  const open = useOpenMock(course.id)
  const session = usePracticeSession(weeklyMock, course.id)
  const { state, question, progress, resume, end } = session
  // The stored queue shows only once the server's word came in (it may be last week's, or answered elsewhere).
  const [synced, setSynced] = useState(false)
  const [startedAt, setStartedAt] = useState<string | null>(null)
  const [place, setPlace] = useState<RankingPlace | null>(null)

  // The server's answers decide what is left (another tab or device may have answered); the device keeps the order.
  useEffect(() => {
    if (!open.data) return
    resume({ simulado: open.data.simulado.id }, mockRoundOf(open.data))
    setStartedAt(open.data.inicio)
    setPlace(open.data.classificacao)
    setSynced(true)
  }, [open.data, resume])
  // Later refreshes (after a 409 or 423) merge in place: the card on screen stays, with its notice.
  const ready = open.data !== undefined && synced

  useEffect(() => {
    if (open.error)
      notifyError(errorMessage(open.error, practiceTexts.questionsFailure), undefined, 'simulado-erro')
  }, [open.error])

  // 'Simulado Semanal Finalizado!!' when the queue runs out (or the time does) on this screen.
  const wasFinished = useRef(state.finished !== null)
  useEffect(() => {
    if (state.finished && !wasFinished.current) notifySuccess(practiceTexts.mockFinished)
    wasFinished.current = state.finished !== null
  }, [state.finished])

  const mock = open.data?.simulado
  // Modo prova (issue 29): no hits, no place, and the key at the close.
  const keyAt = mock?.gabarito === MOCK_KEY_MODE.atClose ? mock.fecha : undefined
  const deadline = mockDeadline(startedAt, mock?.limite_minutos ?? null)
  const { send: sendAnswer } = session
  const { refetch } = open
  const send: SendAnswer<MockAnswerResult> = useCallback(
    async (q, selected, key, guessed) => {
      try {
        const result = await sendAnswer(q, selected, key, guessed)
        if (!isHeld(result)) setPlace(result.classificacao)
        setStartedAt((started) => started ?? new Date().toISOString())
        return result
      } catch (error) {
        if (error instanceof ApiError && (error.status === 423 || error.status === 409)) {
          notifyError(errorMessage(error), undefined, `simulado-${error.status}`)
          // A 423 is the mock's window closed or the student's time run out (the free tier does not meter the
          // mock, issue 26): the mock ends here too.
          if (error.status === 423) end()
          // Answered elsewhere: the server's answers put the screen right.
          else void refetch()
        }
        throw error
      }
    },
    [sendAnswer, refetch, end],
  )

  // The card on screen, unanswered, is a showing the server times (issue 29).
  const shown =
    ready && !state.finished && !session.problem && !session.result ? (question?.id ?? null) : null
  useMockShown(course.id, mock?.id, shown)

  const onExpire = useCallback(() => {
    if (ready) end()
  }, [ready, end])

  let content: ReactNode
  if (open.isError) {
    content = (
      <LoadProblemPanel
        problem={{ kind: 'empty', message: errorMessage(open.error, practiceTexts.questionsFailure) }}
        onRetry={() => void refetch()}
      />
    )
  } else if (!ready || !mock) {
    content = <LoadingQuestions label="Carregando o simulado…" />
  } else if (state.finished) {
    content = <MockFinishedPanel courseId={course.id} mockId={mock.id} score={state.finished} keyAt={keyAt} />
  } else if (session.problem) {
    content = <LoadProblemPanel problem={session.problem} onRetry={session.retryLoad} />
  } else if (question) {
    const canDefer = !session.result && state.queue.length > 1
    content = (
      <QuestionCard
        key={question.id}
        question={question}
        result={session.result}
        progress={`${progress.position} de ${progress.total}`}
        send={send}
        onAnswered={session.answered}
        onNext={session.next}
        onDefer={canDefer ? () => session.defer(question.id) : undefined}
        focusOnShow={session.focusQuestion}
        extras={extras}
        discussionOpensAt={keyAt}
      />
    )
  } else {
    content = <LoadingQuestions label="Carregando o simulado…" />
  }

  return (
    <PracticeFrame
      title="Simulado Semanal"
      courseName={course.nome}
      filters={
        mock && (
          <MockInfo
            mock={mock}
            questions={open.data?.perguntas.length ?? 0}
            deadline={deadline}
            onExpire={onExpire}
            finished={state.finished !== null}
          />
        )
      }
      filtersLabel="Simulado"
      score={
        ready &&
        !state.finished && (
          <ScorePanel answered={state.answered} answeredOnly={keyAt !== undefined}>
            {progress.total > 0 && <RoundProgress answered={progress.answered} total={progress.total} />}
            {place && keyAt === undefined && (
              <Text size="sm" className={classes.place} data-testid="posicao-parcial">
                Você está em {formatNumber(place.posicao)}º de {formatNumber(place.participantes)}
              </Text>
            )}
          </ScorePanel>
        )
      }
    >
      {content}
    </PracticeFrame>
  )
}
