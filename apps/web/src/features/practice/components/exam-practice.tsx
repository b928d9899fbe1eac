import { Badge, Group } from '@mantine/core'
import { OwnCommentView } from '@/components/own-comment'
import type { Course } from '@/lib/current-course'
import { useExams } from '../api/get-exams'
import { examPractice } from '../lib/practice-rules'
import { useDefaultFilter } from '../lib/use-default-filter'
import { usePracticeSession } from '../lib/use-practice-session'
import { ExamFilter, useExamsFailureAlert } from './exam-filter'
import { ExamFinishedPanel } from './exam-finished-panel'
import { PracticeContent } from './practice-content'
import { PracticeFrame } from './practice-frame'
import { QuestionCard } from './question-card'
import type { QuestionExtras } from './question-extras'
import { RoundProgress } from './round-progress'
import { ScorePanel } from './score-panel'

/** /v2/geral/concurso_relacionados: the questions of a past exam, in the exam's order (PRO); app/practice/ routes it. */
export function ExamPractice({ course, extras }: { course: Course; extras: QuestionExtras }) {
  const exams = useExams(course.id)
  useExamsFailureAlert(exams.isError, exams.error)
  const session = usePracticeSession(examPractice, course.id)
  const { state, question, progress, choose } = session
  useDefaultFilter({
    items: exams.data,
    filter: state.filter,
    isOf: (exam, filter) => exam.id === filter.concurso,
    filterOf: (exam) => ({ concurso: exam.id }),
    choose,
  })
  const exam = exams.data?.find((e) => e.id === state.filter?.concurso)

  const card = question && (
    <QuestionCard
      key={question.id}
      question={question}
      result={session.result}
      showExamNumber
      progress={`${progress.position} de ${progress.total}`}
      send={session.send}
      onAnswered={session.answered}
      onNext={session.next}
      focusOnShow={session.focusQuestion}
      extras={extras}
      afterResult={question.meu_comentario && <OwnCommentView comment={question.meu_comentario} />}
    />
  )

  return (
    <PracticeFrame
      title={
        <Group gap="xs" component="span">
          Concursos
          <Badge color="yellow.5" autoContrast variant="filled" radius="sm" component="span">
            PRO
          </Badge>
        </Group>
      }
      courseName={course.nome}
      filters={<ExamFilter exams={exams.data} chosen={exam} onChange={(concurso) => choose({ concurso })} />}
      score={
        !state.finished && (
          <ScorePanel answered={state.answered} byExamNumber>
            {progress.total > 0 && <RoundProgress answered={progress.answered} total={progress.total} />}
          </ScorePanel>
        )
      }
    >
      {state.finished ? (
        <ExamFinishedPanel score={state.finished} onRestart={session.restart} />
      ) : (
        <PracticeContent
          card={card}
          problem={session.problem}
          onRetry={session.retryLoad}
          choices={exams}
          noChoices="Este curso ainda não tem concursos cadastrados."
        />
      )}
    </PracticeFrame>
  )
}
