import { formatPercent, performance, plural } from '@gabarito/core'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import type { CSSProperties, ReactNode } from 'react'
import { type AnsweredItem, type Score, scoreOf } from '../lib/practice-state'
import classes from './score-panel.module.css'

function Counter({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={classes.counter}>
      <div className={classes.counterValue} data-testid={testId}>
        {value}
      </div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </div>
  )
}

interface ScorePanelProps {
  answered: readonly AnsweredItem[]
  /**
   * What the counters count when it is not the answered list: subject practice's answers in the subject today,
   * from the server (issue 26); null while they load ('–').
   */
  score?: Score | null
  /** Said under the title: what the counters count. */
  scope?: string
  /** Exam practice numbers the items by their number in the exam. */
  byExamNumber?: boolean
  /** Modo prova (issue 29): how many were answered, never the hits. */
  answeredOnly?: boolean
  children?: ReactNode
}

/** How an answered item reads: right, wrong, or (modo prova) only answered. */
function itemResult(item: AnsweredItem) {
  if (item.resposta === null) return { data: 'registrada', said: 'respondida', icon: null }
  return item.resposta
    ? { data: 'certa', said: 'acertou', icon: <IconCheck size={14} aria-hidden /> }
    : { data: 'errada', said: 'errou', icon: <IconX size={14} aria-hidden /> }
}

/**
 * Partial counters (acertos, erros, desempenho) and the answered questions, green right and red wrong; in modo
 * prova only how many were answered.
 */
export function ScorePanel({
  answered,
  score,
  scope,
  byExamNumber = false,
  answeredOnly = false,
  children,
}: ScorePanelProps) {
  const shown = score === undefined ? scoreOf(answered) : score
  const acertos = shown?.acertos ?? 0
  const erros = shown?.erros ?? 0
  const value = (text: string) => (shown ? text : '–')
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h5">
            Desempenho parcial
          </Title>
          {scope && (
            <Text size="xs" c="dimmed">
              {scope}
            </Text>
          )}
        </div>
        {answeredOnly ? (
          <div className={classes.counters} style={{ '--counters': 1 } as CSSProperties}>
            <Counter
              label={plural(answered.length, 'Questão respondida', 'Questões respondidas')}
              value={String(answered.length)}
              testId="total-respondidas"
            />
          </div>
        ) : (
          <div className={classes.counters}>
            <Counter
              label={plural(acertos, 'Acerto', 'Acertos')}
              value={value(String(acertos))}
              testId="acertos"
            />
            <Counter label={plural(erros, 'Erro', 'Erros')} value={value(String(erros))} testId="erros" />
            <Counter
              label="Desempenho"
              value={value(formatPercent(performance(acertos, acertos + erros)))}
              testId="desempenho"
            />
          </div>
        )}
        {children}
        <div>
          <Text size="sm" fw={600} mb={6} id="respondidas">
            Questões respondidas
          </Text>
          {answered.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma questão respondida ainda.
            </Text>
          ) : (
            <ul className={classes.answeredList} aria-labelledby="respondidas">
              {answered.map((item) => {
                const label = byExamNumber && item.numero !== null ? `nº ${item.numero}` : `#${item.pergunta}`
                const shown = itemResult(item)
                return (
                  <li
                    key={`${item.pergunta}-${item.resposta_id}`}
                    className={classes.answeredItem}
                    data-testid="respondida"
                    data-resultado={shown.data}
                    aria-label={`Questão ${label}: ${shown.said}`}
                  >
                    {shown.icon}
                    {label}
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      </Stack>
    </Paper>
  )
}
