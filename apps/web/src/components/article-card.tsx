import { Card, type CardProps } from '@mantine/core'

interface ArticleCardProps extends CardProps {
  /** The id of the card's heading, which names the card for screen readers. */
  headingId: string
  'data-testid'?: string
  'data-current'?: true
}

/** The bordered card of one item of a list (a course, a plan on sale), an <article> named by its heading. */
export function ArticleCard({ headingId, children, ...props }: ArticleCardProps) {
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} {...props}>
      {children}
    </Card>
  )
}
