import { type ChangeEvent, type ReactNode, useId } from 'react'
import classes from './ui.module.css'

/**
 * Light stand-ins for a few Mantine inputs and feedback boxes, styled with the theme's variables: the practice
 * screens must load under 200 KB of gzipped JavaScript (DESIGN section 5), and native selects also give phones
 * their own pickers.
 */

interface SelectFieldProps {
  label: ReactNode
  description?: ReactNode
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  disabled?: boolean
}

export function SelectField({ label, description, value, options, onChange, disabled }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={value}
        disabled={disabled}
        aria-describedby={description ? `${id}-descricao` : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <div id={`${id}-descricao`} className={classes.description}>
          {description}
        </div>
      )}
    </div>
  )
}

interface TextareaFieldProps {
  label: ReactNode
  description?: ReactNode
  placeholder?: string
  value: string
  maxLength?: number
  error?: string | null
  onChange: (value: string) => void
}

export function TextareaField({
  label,
  description,
  placeholder,
  value,
  maxLength,
  error,
  onChange,
}: TextareaFieldProps) {
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
      <textarea
        id={id}
        className={classes.textarea}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <div id={`${id}-erro`} className={classes.error}>
          {error}
        </div>
      )}
    </div>
  )
}

type NoticeColor = 'green' | 'red' | 'orange' | 'yellow'

interface NoticeProps {
  color: NoticeColor
  /** `filled` for the answer's verdict, `light` for the rest. */
  variant?: 'filled' | 'light'
  icon?: ReactNode
  title?: ReactNode
  role?: 'status' | 'alert'
  children?: ReactNode
  'data-testid'?: string
}

export function Notice({ color, variant = 'light', icon, title, role, children, ...rest }: NoticeProps) {
  return (
    <div className={classes.notice} data-color={color} data-variant={variant} role={role} {...rest}>
      {icon && <div className={classes.noticeIcon}>{icon}</div>}
      <div className={classes.noticeBody}>
        {title && <div className={classes.noticeTitle}>{title}</div>}
        {children}
      </div>
    </div>
  )
}

/** A thin bar, `value` in percent. */
export function Bar({
  value,
  color = 'gray',
}: {
  value: number
  color?: 'green' | 'red' | 'gray' | 'brand'
}) {
  return (
    <span className={classes.bar} data-color={color} aria-hidden>
      <span className={classes.barFill} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </span>
  )
}

export function SkeletonBlock({ height }: { height: number }) {
  return <div className={classes.skeleton} style={{ height }} aria-hidden />
}
