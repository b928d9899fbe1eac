import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface TooltipActionProps {
  /** Shown on hover. */
  tip: ReactNode
  /** The name screen readers read, with the row's name ("Editar Português"). */
  label: string
  icon: Icon
  variant: ActionIconProps['variant']
  color?: ActionIconProps['color']
  /** A link to this screen; without it, a button that runs `onClick`. */
  to?: string
  onClick?: () => void
  disabled?: boolean
}

/** A staff row's icon-only action (edit, preview, move, hide, delete) with its tooltip. */
export function TooltipAction({
  tip,
  label,
  icon: ActionGlyph,
  variant,
  color,
  to,
  onClick,
  disabled,
}: TooltipActionProps) {
  const glyph = <ActionGlyph size={16} />
  return (
    <Tooltip label={tip}>
      {to ? (
        <ActionIcon component={Link} to={to} variant={variant} color={color} aria-label={label}>
          {glyph}
        </ActionIcon>
      ) : (
        <ActionIcon variant={variant} color={color} disabled={disabled} onClick={onClick} aria-label={label}>
          {glyph}
        </ActionIcon>
      )}
    </Tooltip>
  )
}
