import { formatPercent, performance } from '@gabarito/core'
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import {
  IconArrowRight,
  IconCheck,
  IconCircleCheck,
  IconCircleX,
  IconLock,
  IconPlayerSkipForward,
  IconWifiOff,
  IconX,
} from '@tabler/icons-react'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { RichText, sanitizeHtml } from '@/components/rich-text'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { AnswerResult, Question } from '../api/types'
import { newIdempotencyKey } from '../lib/idempotency-key'
import { freeAnswersLeft, practiceTexts } from '../texts'
import classes from './practice.module.css'
import { Bar, Notice } from './ui'

export type SendAnswer = (
  question: Question,
  selected: number,
  idempotencyKey: string,
  onRetry: (attempt: number) => void,
) => Promise<AnswerResult>

interface QuestionCardProps {
  question: Question
  /** The result once answered. */
  result: AnswerResult | null
  /** Exam practice shows the question's number in the exam. */
  showExamNumber?: boolean
  /** "Questão 3 de 24". */
  progress?: string
  send: SendAnswer
  onAnswered: (result: AnswerResult) => void
  onNext: () => void
  /** Subject practice: asks for confirmation, reports and drops the question. */
  onSkip?: () => void
  /** Shown under the result (the comment box). */
  afterResult?: ReactNode
  /** Moves the focus to the question (after Next or Pular), for keyboard and screen-reader users. */
  focusOnShow?: boolean
}

type Failure = { kind: 'locked' | 'network' | 'other'; message: string }

/** Text without tags: is there anything to show in an explanation? */
function hasContent(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  )
}

/** Easy labels green, hard ones warmer. */
function difficultyColor(label: string): string {
  if (label === 'Muito Facil' || label === 'Facil') return 'green'
  if (label === 'Médio') return 'blue'
  if (label === 'Difícil' || label === 'Muito Difícil') return 'orange'
  return 'grape'
}

/** Digits 1–9 pick by position, letters by the alternative's letter. */
function alternativeForKey(question: Question, key: string): number | null {
  if (/^[1-9]$/.test(key)) return question.resposta[Number(key) - 1]?.id ?? null
  if (/^[a-z]$/i.test(key)) {
    return question.resposta.find((a) => a.letra.toUpperCase() === key.toUpperCase())?.id ?? null
  }
  return null
}

/** Typing in a text field, a select or a dialog: the practice keys stay out of the way. */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('textarea, select, [contenteditable="true"], [role="dialog"]')) return true
  return target instanceof HTMLInputElement && target.type !== 'radio'
}

/**
 * One question: statement, alternatives, Responder; then the result (right alternative green, a wrong choice
 * red, every alternative's share), the explanation, the tags and Proxima Pergunta. Keys 1–5 or A–E choose,
 * Enter answers and then goes on.
 */
export function QuestionCard({
  question,
  result,
  showExamNumber = false,
  progress,
  send,
  onAnswered,
  onNext,
  onSkip,
  afterResult,
  focusOnShow = false,
}: QuestionCardProps) {
  const [selected, setSelected] = useState<number | null>(result?.resposta_id ?? null)
  const [sending, setSending] = useState(false)
  const [retrying, setRetrying] = useState(0)
  const [failure, setFailure] = useState<Failure | null>(null)
  // One key per answer of this question, kept for every retry (the server counts it once).
  const idempotencyKey = useRef<string | null>(null)
  const mounted = useRef(true)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (!focusOnShow) return
    const heading = headingRef.current
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'start' })
  }, [focusOnShow])

  const answered = result !== null
  const chosen = result?.resposta_id ?? selected

  const submit = useCallback(async () => {
    if (selected === null || sending || answered) return
    idempotencyKey.current ??= newIdempotencyKey()
    setSending(true)
    setFailure(null)
    setRetrying(0)
    try {
      const answer = await send(question, selected, idempotencyKey.current, (attempt) => {
        if (mounted.current) setRetrying(attempt)
      })
      if (mounted.current) onAnswered(answer)
    } catch (error) {
      if (!mounted.current) return
      if (error instanceof ApiError && (error.status === 423 || error.status === 403)) {
        setFailure({ kind: 'locked', message: errorMessage(error) })
      } else if (error instanceof ApiError && [0, 502, 503, 504].includes(error.status)) {
        setFailure({ kind: 'network', message: practiceTexts.answerFailed })
      } else {
        setFailure({ kind: 'other', message: errorMessage(error) })
      }
    } finally {
      if (mounted.current) {
        setSending(false)
        setRetrying(0)
      }
    }
  }, [question, selected, sending, answered, send, onAnswered])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (keyBelongsElsewhere(event.target)) return
      if (event.key === 'Enter') {
        // A focused button or link does its own thing with Enter.
        if (event.target instanceof HTMLElement && event.target.closest('button, a')) return
        event.preventDefault()
        if (answered) onNext()
        else void submit()
        return
      }
      if (answered || sending) return
      const id = alternativeForKey(question, event.key)
      if (id !== null) {
        event.preventDefault()
        setSelected(id)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [answered, sending, question, onNext, submit])

  const counts = useMemo(() => {
    const byId = new Map((result?.respostas ?? []).map((r) => [r.id, r.count]))
    const total = [...byId.values()].reduce((sum, n) => sum + n, 0)
    return { byId, total }
  }, [result])

  const rightLetter = result
    ? question.resposta.find((a) => a.id === result.resposta_certa_id)?.letra
    : undefined
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

        <RichText html={question.texto} className={classes.statement} data-testid="enunciado" />

        <fieldset className={classes.options} aria-describedby={`${groupName}-teclas`}>
          <VisuallyHidden component="legend">Alternativas</VisuallyHidden>
          {question.resposta.map((alternative) => {
            const isChosen = chosen === alternative.id
            const isRight = answered && result.resposta_certa_id === alternative.id
            const isWrong = answered && isChosen && !result.correta
            const count = counts.byId.get(alternative.id) ?? 0
            const share = performance(count, counts.total)
            return (
              <label
                key={alternative.id}
                className={classes.option}
                data-checked={isChosen || undefined}
                data-disabled={answered || sending || undefined}
                data-correct={isRight || undefined}
                data-wrong={isWrong || undefined}
                data-testid="alternativa"
              >
                <input
                  type="radio"
                  className={classes.radio}
                  name={groupName}
                  value={alternative.id}
                  checked={isChosen}
                  disabled={answered || sending}
                  onChange={() => setSelected(alternative.id)}
                />
                <span className={classes.optionBody}>
                  <span className={classes.optionText}>
                    <span className={classes.letter}>{alternative.letra})</span>
                    <span
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify.
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(alternative.texto) }}
                    />
                  </span>
                  {answered && (
                    <span className={classes.optionStats} data-testid="estatistica">
                      <span className={classes.optionBar}>
                        <Bar value={share} color={isRight ? 'green' : isWrong ? 'red' : 'gray'} />
                      </span>
                      <span>
                        {formatPercent(share)} · {count} {count === 1 ? 'resposta' : 'respostas'}
                      </span>
                    </span>
                  )}
                </span>
                {isRight && (
                  <span className={classes.mark} data-kind="correct">
                    <IconCheck size={20} aria-label="Alternativa correta" />
                  </span>
                )}
                {isWrong && (
                  <span className={classes.mark} data-kind="wrong">
                    <IconX size={20} aria-label="Sua resposta" />
                  </span>
                )}
              </label>
            )
          })}
        </fieldset>
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
              {failure.kind === 'locked' && (
                <Button component={Link} to="/" size="xs">
                  Ver planos
                </Button>
              )}
            </Stack>
          </Notice>
        )}

        {!answered && (
          <div className={classes.actions}>
            <Button
              size="md"
              onClick={() => void submit()}
              disabled={selected === null || failure?.kind === 'locked'}
              loading={sending}
            >
              {practiceTexts.answer}
            </Button>
            {onSkip && (
              <Button
                size="md"
                variant="default"
                leftSection={<IconPlayerSkipForward size={18} aria-hidden />}
                onClick={onSkip}
                disabled={sending}
              >
                {practiceTexts.skip}
              </Button>
            )}
          </div>
        )}

        {result && (
          <Stack gap="md">
            <Notice
              color={result.correta ? 'green' : 'red'}
              variant="filled"
              icon={result.correta ? <IconCircleCheck size={22} /> : <IconCircleX size={22} />}
              role="status"
              data-testid="resultado"
            >
              <Text fw={700} size="lg">
                {result.correta ? practiceTexts.right : practiceTexts.wrong}
              </Text>
              {!result.correta && rightLetter && (
                <Text size="sm">A alternativa correta é a {rightLetter}.</Text>
              )}
            </Notice>
            {result.gratuitas_restantes !== null && (
              <Group gap="xs" data-testid="gratuitas">
                <Text size="sm" c="dimmed">
                  {freeAnswersLeft(result.gratuitas_restantes)}
                </Text>
                {result.gratuitas_restantes === 0 && (
                  <Button component={Link} to="/" size="compact-sm" variant="light">
                    Ver planos
                  </Button>
                )}
              </Group>
            )}
            <div className={classes.actions}>
              <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onNext}>
                {practiceTexts.next}
              </Button>
            </div>
            {hasContent(result.resumo) && (
              <section aria-labelledby={`${groupName}-definicoes`}>
                <Title order={3} size="h5" mb="xs" id={`${groupName}-definicoes`}>
                  {practiceTexts.explanation}
                </Title>
                <RichText html={result.resumo} className={classes.explanation} />
              </section>
            )}
            {result.tags.length > 0 && (
              <section aria-label="Conceitos da questão">
                <Text size="sm" fw={600} mb={6}>
                  Conceitos da questão
                </Text>
                <Group gap={6}>
                  {result.tags.map((tag) => (
                    <Badge key={tag.id} variant="light" radius="sm" tt="none" data-testid="tag">
                      {tag.descricao}
                    </Badge>
                  ))}
                </Group>
              </section>
            )}
            {afterResult}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
