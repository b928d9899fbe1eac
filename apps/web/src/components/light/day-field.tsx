import { type ReactNode, useId } from 'react'
import classes from './fields.module.css'

/** What was typed, kept to its digits and shown as dd/mm/aaaa as they come ("0812" is "08/12"). */
export function dayFieldText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8)
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/')
}

/** How a day is typed; the input holds no more than it (a format, not a limit of the API). */
const DAY_FORMAT = 'dd/mm/aaaa'

interface DayFieldProps {
  label: ReactNode
  description?: ReactNode
  /** The text as typed and shown (dd/mm/aaaa); the caller reads it with core's parseBrazilianDay. */
  value: string
  error?: string | null
  onChange: (value: string) => void
  testId?: string
}

/**
 * A day typed as dd/mm/aaaa, the way the app writes dates, whatever the browser's language: a native date input
 * shows its own format (mm/dd/yyyy in an English browser), and its picker is no quicker for a day months away.
 */
export function DayField({ label, description, value, error, onChange, testId }: DayFieldProps) {
  const id = useId()
  const describedBy = [description && `${id}-descricao`, error && `${id}-erro`].filter(Boolean).join(' ')
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {description && (
        <div id={`${id}-descricao`} className={classes.description}>
          {description}
        </div>
      )}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DAY_FORMAT}
        maxLength={DAY_FORMAT.length}
        className={classes.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(dayFieldText(event.currentTarget.value))}
        data-testid={testId}
      />
      {error && (
        <div id={`${id}-erro`} className={classes.error} role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
