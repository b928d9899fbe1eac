import classes from './guess-toggle.module.css'

interface GuessToggleProps {
  questionId: number
  checked: boolean
  onChange: (checked: boolean) => void
  disabled: boolean
}

/**
 * "Chutei" before answering (issue 30): a right guess still brings the question back for review. A native checkbox,
 * as the theme toggle: Mantine's Checkbox would weigh on the practice screens' script budget.
 */
export function GuessToggle({ questionId, checked, onChange, disabled }: GuessToggleProps) {
  const hintId = `pergunta-${questionId}-chute`
  return (
    <label className={classes.toggle} data-testid="chutei">
      <input
        type="checkbox"
        className={classes.checkbox}
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className={classes.label}>Chutei</span>
      <span id={hintId} className={classes.hint}>
        (a questão volta na revisão)
      </span>
    </label>
  )
}
