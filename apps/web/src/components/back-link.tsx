import { Button, type ButtonProps } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface BackLinkProps {
  to: string
  /** 'Voltar' unless the screen names where it goes ('Voltar ao perfil'). */
  children?: ReactNode
  variant?: 'default' | 'subtle'
  mb?: ButtonProps['mb']
}

/** The arrow link back to the screen a page was opened from. */
export function BackLink({ to, children = 'Voltar', variant = 'default', mb }: BackLinkProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      mb={mb}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {children}
    </Button>
  )
}
