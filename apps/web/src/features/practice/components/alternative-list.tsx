import { formatCount, formatPercent, performance } from '@gabarito/core'
import { VisuallyHidden } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useMemo } from 'react'
import { Bar } from '@/components/light/bar'
import classes from '@/components/question.module.css'
import { sanitizeHtml } from '@/components/rich-text'
import type { Question, SentAnswer } from '../api/types'
import { isHeld } from '../lib/practice-state'

interface AlternativeListProps {
  question: Question
  /** A held answer (modo prova) marks nothing: only the choice shows. */
  result: SentAnswer | null
  /** The alternative chosen (or, once answered, the one counted). */
  chosen: number | null
  disabled: boolean
  onChoose: (alternativeId: number) => void
  /** The id of the keyboard hint under the list. */
  describedBy: string
}

/** The radio alternatives; once answered, the right one green, a wrong choice red, and every one's share. */
export function AlternativeList({
  question,
  result: sent,
  chosen,
  disabled,
  onChoose,
  describedBy,
}: AlternativeListProps) {
  const result = sent && !isHeld(sent) ? sent : null
  const counts = useMemo(() => {
    const byId = new Map((result?.respostas ?? []).map((r) => [r.id, r.count]))
    const total = [...byId.values()].reduce((sum, n) => sum + n, 0)
    return { byId, total }
  }, [result])

  return (
    <fieldset className={classes.options} aria-describedby={describedBy}>
      <VisuallyHidden component="legend">Alternativas</VisuallyHidden>
      {question.resposta.map((alternative) => {
        const isChosen = chosen === alternative.id
        const isRight = result !== null && result.resposta_certa_id === alternative.id
        const isWrong = result !== null && isChosen && !result.correta
        const count = counts.byId.get(alternative.id) ?? 0
        const share = performance(count, counts.total)
        return (
          <label
            key={alternative.id}
            className={classes.option}
            data-checked={isChosen || undefined}
            data-disabled={disabled || undefined}
            data-correct={isRight || undefined}
            data-wrong={isWrong || undefined}
            data-testid="alternativa"
          >
            <input
              type="radio"
              className={classes.radio}
              name={`pergunta-${question.id}`}
              value={alternative.id}
              checked={isChosen}
              disabled={disabled}
              onChange={() => onChoose(alternative.id)}
            />
            <span className={classes.optionBody}>
              <span className={classes.optionText}>
                <span className={classes.letter}>{alternative.letra})</span>
                <span
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify.
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(alternative.texto) }}
                />
              </span>
              {result && (
                <span className={classes.optionStats} data-testid="estatistica">
                  <span className={classes.optionBar}>
                    <Bar value={share} color={isRight ? 'green' : isWrong ? 'red' : 'gray'} />
                  </span>
                  <span>
                    {formatPercent(share)} · {formatCount(count, 'resposta', 'respostas')}
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
  )
}
