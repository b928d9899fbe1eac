import type { ReactNode } from 'react'
import classes from './notice.module.css'

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

/** A light stand-in for Mantine's Alert: an icon, a title and a message in the theme's colours. */
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
