import { Button, type ButtonProps } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface ButtonLinkProps {
  to: string
  /** Drawn before the text, hidden from screen readers (the text names the link). */
  icon: Icon
  iconSize?: number
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  mb?: ButtonProps['mb']
  children: ReactNode
}

/** A link that looks like a button, with its icon: the way from one screen to the next. */
export function ButtonLink({ to, icon: IconShown, iconSize = 18, children, ...button }: ButtonLinkProps) {
  return (
    <Button component={Link} to={to} {...button} leftSection={<IconShown size={iconSize} aria-hidden />}>
      {children}
    </Button>
  )
}
