import { Title, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './practice-frame.module.css'

/**
 * "Tema escuro", as `components/dark-theme-checkbox` does it (the scheme kept on the device as `tema`, the
 * browser's bar #111 when dark), with a native checkbox: Mantine's Checkbox and Input would weigh 7 KB of the
 * practice screens' 200 KB budget.
 */
function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const dark = useComputedColorScheme('light') === 'dark'

  return (
    <label className={classes.themeToggle}>
      <input
        type="checkbox"
        className={classes.themeCheckbox}
        checked={dark}
        onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      />
      <span className={classes.themeLabel}>Tema escuro</span>
    </label>
  )
}

interface PracticeFrameProps {
  /** The screen's main heading ("Questões", "Concursos"). */
  title: ReactNode
  courseName: string
  /** Selectors (subject, topic, exam), or what the round is (the weekly mock and its clock). */
  filters: ReactNode
  /** The accessible name of the `filters` slot. */
  filtersLabel?: string
  /** Counters and answered list. */
  score: ReactNode
  children: ReactNode
}

/** A practice screen: no header, sidebar or footer; a small strip on top, the question and its side panels. */
export function PracticeFrame({
  title,
  courseName,
  filters,
  filtersLabel = 'Filtros',
  score,
  children,
}: PracticeFrameProps) {
  return (
    <div className={classes.page}>
      <div className={classes.strip}>
        <Link to="/" className={classes.back} aria-label="Voltar ao início">
          <IconArrowLeft size={22} aria-hidden />
        </Link>
        <span className={classes.courseName} title={courseName} data-testid="curso-atual">
          {courseName}
        </span>
        <ThemeToggle />
      </div>
      <div className={classes.body}>
        <Title order={1} size="h3" mb="sm">
          {title}
        </Title>
        <div className={classes.grid}>
          <section className={classes.filters} aria-label={filtersLabel}>
            {filters}
          </section>
          <section className={classes.question} aria-label="Questão">
            {children}
          </section>
          {score && (
            <section className={classes.score} aria-label="Desempenho parcial">
              {score}
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
