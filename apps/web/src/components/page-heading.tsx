import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface PageHeadingProps {
  title: ReactNode
  /** The dimmed line under the title (the course, the summary's name or creator). */
  subtitle: ReactNode
  subtitleTestId?: string
}

/** A page's h1 with a dimmed line under it, as the student's list and detail screens open. */
export function PageHeading({ title, subtitle, subtitleTestId }: PageHeadingProps) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm" data-testid={subtitleTestId}>
        {subtitle}
      </Text>
    </div>
  )
}
