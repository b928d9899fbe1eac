import { Title, type TitleProps } from '@mantine/core'
import type { ReactNode } from 'react'

interface TitledSectionProps {
  /** The heading's id: it names the section for screen readers. */
  id: string
  title: ReactNode
  /** The heading's look ('h3' for a page's parts, 'h4' under a summary card). */
  size: TitleProps['size']
  children: ReactNode
}

/** A part of a page under its own h2, which names it. */
export function TitledSection({ id, title, size, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size={size} mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  )
}
