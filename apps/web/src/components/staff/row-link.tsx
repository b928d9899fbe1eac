import { Button } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import { Link } from 'react-router'

interface RowLinkProps {
  to: string
  icon: Icon
  /** The button's name for screen readers when its text alone is ambiguous ('Editar a questão 12'). */
  'aria-label'?: string
  /** 14 by default. */
  iconSize?: number
  children: string
}

/** A staff table row's link to its screen ("Abrir", "Editar", "Questões"), as a small light button. */
export function RowLink({ to, icon: RowIcon, 'aria-label': label, iconSize = 14, children }: RowLinkProps) {
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant="light"
      leftSection={<RowIcon size={iconSize} aria-hidden />}
      aria-label={label}
    >
      {children}
    </Button>
  )
}
