import { type ReactNode, useId } from 'react'
import classes from './fields.module.css'

interface TextareaFieldProps {
  label: ReactNode
  description?: ReactNode
  placeholder?: string
  value: string
  maxLength?: number
  error?: string | null
  onChange: (value: string) => void
}

/** A native textarea styled like Mantine's, with its label, description and error. */
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
