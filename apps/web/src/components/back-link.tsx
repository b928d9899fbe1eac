import type { ButtonProps } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ButtonLink } from './button-link'

interface BackLinkProps {
  to: string
  /** 'Voltar' unless the screen names where it goes ('Voltar ao perfil'). */
  children?: ReactNode
  variant?: 'default' | 'subtle'
  mb?: ButtonProps['mb']
  /** The arrow's size: 18, or 16 on the staff screens' smaller buttons. */
  iconSize?: number
}

/** The arrow link back to the screen a page was opened from. */
export function BackLink({ to, children = 'Voltar', variant = 'default', mb, iconSize }: BackLinkProps) {
  return (
    <ButtonLink to={to} icon={IconArrowLeft} iconSize={iconSize} variant={variant} mb={mb}>
      {children}
    </ButtonLink>
  )
}
