import { Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface AdminPageTitleProps {
  children: ReactNode
  /** Buttons at the right of the title ('Cadastrar'…). */
  actions?: ReactNode
}

/** The heading of a staff page (its h1), with its actions beside it; wraps on a phone. */
export function AdminPageTitle({ children, actions }: AdminPageTitleProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <Title order={1} size="h2">
        {children}
      </Title>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  )
}
