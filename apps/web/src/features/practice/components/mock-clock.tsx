import { formatCount } from '@gabarito/core'
import { Text } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { formatClock } from '../lib/mock-round'
import classes from './mock.module.css'

interface MockClockProps {
  limitMinutes: number
  /** When the time runs out (ms since the epoch); null before the first answer starts the clock. */
  deadline: number | null
  /** Called once when the time is over. */
  onExpire: () => void
}

/** The weekly mock's time limit: counted from the first answer, then a countdown that ends the mock at zero. */
export function MockClock({ limitMinutes, deadline, onExpire }: MockClockProps) {
  const [now, setNow] = useState(() => Date.now())
  const expired = useRef(false)
  const expire = useRef(onExpire)
  expire.current = onExpire

  useEffect(() => {
    if (deadline === null) return
    const tick = () => setNow(Date.now())
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [deadline])

  const left = deadline === null ? null : deadline - now
  useEffect(() => {
    if (left !== null && left <= 0 && !expired.current) {
      expired.current = true
      expire.current()
    }
  }, [left])

  if (left === null) {
    return (
      <div className={classes.clock} data-testid="relogio">
        <IconClock size={20} aria-hidden />
        <Text size="sm">
          Tempo: {formatCount(limitMinutes, 'minuto', 'minutos')}, contados a partir da primeira resposta.
        </Text>
      </div>
    )
  }
  return (
    <div className={classes.clock} data-testid="relogio" data-acabando={left < 60_000 || undefined}>
      <IconClock size={20} aria-hidden />
      <Text size="sm">Tempo restante</Text>
      <span role="timer" aria-live="off" className={classes.clockValue}>
        {formatClock(left)}
      </span>
    </div>
  )
}
