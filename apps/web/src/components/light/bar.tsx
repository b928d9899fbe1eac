import classes from './bar.module.css'

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
