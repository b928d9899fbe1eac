import { type ChangeEvent, type ReactNode, useId } from 'react'
import classes from './fields.module.css'

interface SelectFieldProps {
  label: ReactNode
  description?: ReactNode
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  disabled?: boolean
}

/** A native select (phones show their own picker) styled like Mantine's, with its label and description. */
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
