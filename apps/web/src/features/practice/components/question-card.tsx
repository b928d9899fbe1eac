import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import {
  type Icon,
  IconArrowBarToDown,
  IconLock,
  IconPlayerSkipForward,
  IconWifiOff,
} from '@tabler/icons-react'
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Notice } from '@/components/light/notice'
import classes from '@/components/question.module.css'
import { RichText } from '@/components/rich-text'
import { SeePlansButton } from '@/components/see-plans-button'
import type { AnswerResult, Question, SentAnswer } from '../api/types'
import { isHeld } from '../lib/practice-state'
import { useAnswerKeys } from '../lib/use-answer-keys'
import { type SendAnswer, useAnswerSubmission } from '../lib/use-answer-submission'
import { practiceTexts } from '../texts'
import { AlternativeList } from './alternative-list'
import { AnswerResultView, HeldAnswerView } from './answer-result'
import { GuessToggle } from './guess-toggle'
import { KeptAnswerView } from './kept-answer-view'
import type { QuestionExtras } from './question-extras'
import { QuestionSourceLine } from './question-source-line'

interface QuestionCardProps<R extends SentAnswer> {
  question: Question
  /** The result once answered (in modo prova, only that it was recorded). */
  result: R | null
  /** Exam practice shows the question's number in the exam. */
  showExamNumber?: boolean
  /** "Questão 3 de 24". */
  progress?: string
  send: SendAnswer<R>
  onAnswered: (question: Question, result: R) => void
  onNext: () => void
  /** Subject practice: asks for confirmation, reports and drops the question. */
  onSkip?: () => void
  /** Weekly mock: 'Deixar por último' sends the question to the end of the queue. */
  onDefer?: () => void
  /** Shown under the result (the comment box). */
  afterResult?: ReactNode
  /** Moves the focus to the question (after Next or Pular), for keyboard and screen-reader users. */
  focusOnShow?: boolean
  /** Modo prova: the mock's close, when a held answer's discussion opens (the tab says so until then). */
  discussionOpensAt?: string
  /** What other features show on the answered question (the discussion, "Salvar no caderno"). */
  extras: QuestionExtras
}

/** Easy labels green, hard ones warmer. */
function difficultyColor(label: string): string {
  if (label === 'Muito Facil' || label === 'Facil') return 'green'
  if (label === 'Médio') return 'blue'
  if (label === 'Difícil' || label === 'Muito Difícil') return 'orange'
  return 'grape'
}

/** A way past the question without answering it (Pular, Deixar por último). */
function SideAction({
  icon: ActionIcon,
  onClick,
  disabled,
  children,
}: {
  icon: Icon
  onClick: () => void
  disabled: boolean
  children: ReactNode
}) {
  return (
    <Button
      size="md"
      variant="default"
      leftSection={<ActionIcon size={18} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  )
}

/**
 * One question: statement, alternatives, Responder; then the result view. Keys 1–5 or A–E choose, Enter answers
 * and then goes on.
 */
export function QuestionCard<R extends SentAnswer = AnswerResult>({
  question,
  result,
  showExamNumber = false,
  progress,
  send,
  onAnswered,
  onNext,
  onSkip,
  onDefer,
  afterResult,
  focusOnShow = false,
  discussionOpensAt,
  extras,
}: QuestionCardProps<R>) {
  const [selected, setSelected] = useState<number | null>(result?.resposta_id ?? null)
  // Off for each question: the card is mounted anew per question (keyed by its id).
  const [guessed, setGuessed] = useState(false)
  const { submit, sending, retrying, failure } = useAnswerSubmission({ question, send, onAnswered })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const answered = result !== null

  useEffect(() => {
    if (!focusOnShow) return
    const heading = headingRef.current
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'start' })
  }, [focusOnShow])

  const answer = useCallback(() => {
    if (selected !== null && !answered) void submit(selected, guessed)
  }, [selected, answered, submit, guessed])
  useAnswerKeys({ question, answered, sending, onChoose: setSelected, onSubmit: answer, onNext })

  const groupName = `pergunta-${question.id}`
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={`${groupName}-titulo`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs" align="baseline">
            <Title
              order={2}
              size="h4"
              id={`${groupName}-titulo`}
              ref={headingRef}
              tabIndex={-1}
              className={classes.heading}
            >
              Questão #{question.id}
            </Title>
            {showExamNumber && question.numero !== null && (
              <Text fw={600} c="dimmed" data-testid="numero-prova">
                nº {question.numero}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            {progress && (
              <Text size="sm" c="dimmed">
                {progress}
              </Text>
            )}
            {question.dificuldade && (
              <Badge
                variant="dot"
                color={difficultyColor(question.dificuldade)}
                radius="sm"
                tt="none"
                data-testid="dificuldade"
              >
                <VisuallyHidden component="span">Dificuldade: </VisuallyHidden>
                {question.dificuldade}
              </Badge>
            )}
          </Group>
        </Group>
        <QuestionSourceLine question={question} />

        <RichText html={question.texto} className={classes.statement} data-testid="enunciado" />

        <AlternativeList
          question={question}
          result={result}
          chosen={result?.resposta_id ?? selected}
          disabled={answered || sending}
          onChoose={setSelected}
          describedBy={`${groupName}-teclas`}
        />
        <Text size="xs" c="dimmed" id={`${groupName}-teclas`} visibleFrom="sm">
          Atalhos: teclas 1–{question.resposta.length} ou {question.resposta[0]?.letra}–
          {question.resposta.at(-1)?.letra} escolhem; Enter responde e avança.
        </Text>

        {retrying > 0 && (
          <Notice color="yellow" icon={<IconWifiOff size={20} />} role="status" data-testid="reenviando">
            {practiceTexts.retrying} ({retrying}ª nova tentativa)
          </Notice>
        )}
        {failure && (
          <Notice
            color={failure.kind === 'locked' ? 'orange' : 'red'}
            icon={failure.kind === 'locked' ? <IconLock size={20} /> : <IconWifiOff size={20} />}
            role="alert"
            data-testid="falha-resposta"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure.message}</Text>
              {failure.kind === 'locked' && <SeePlansButton size="xs" />}
            </Stack>
          </Notice>
        )}

        {!answered && (
          <GuessToggle questionId={question.id} checked={guessed} onChange={setGuessed} disabled={sending} />
        )}
        {!answered && (
          <div className={classes.actions} data-toast-clear>
            <Button
              size="md"
              onClick={answer}
              disabled={selected === null || failure?.kind === 'locked'}
              loading={sending}
            >
              {practiceTexts.answer}
            </Button>
            {onSkip && (
              <SideAction icon={IconPlayerSkipForward} onClick={onSkip} disabled={sending}>
                {practiceTexts.skip}
              </SideAction>
            )}
            {onDefer && (
              <SideAction icon={IconArrowBarToDown} onClick={onDefer} disabled={sending}>
                {practiceTexts.defer}
              </SideAction>
            )}
          </div>
        )}

        {result &&
          (isHeld(result) ? (
            'guardada' in result ? (
              <KeptAnswerView onNext={onNext} />
            ) : (
              <HeldAnswerView onNext={onNext} />
            )
          ) : (
            <AnswerResultView
              question={question}
              result={result}
              onNext={onNext}
              SaveToNotebookButton={extras.SaveToNotebookButton}
            >
              {afterResult}
            </AnswerResultView>
          ))}
        {result && (!isHeld(result) || discussionOpensAt !== undefined) && (
          <Suspense fallback={null}>
            <extras.DiscussionTab
              questionId={question.id}
              opensAt={isHeld(result) ? discussionOpensAt : undefined}
            />
          </Suspense>
        )}
      </Stack>
    </Paper>
  )
}
