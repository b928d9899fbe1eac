import { Badge, Group } from '@mantine/core'

interface ConceptTagsProps {
  tags: { id: number; descricao: string }[]
  /** `light` after an answer, `outline` in a mock's correction. */
  variant: 'light' | 'outline'
  'aria-label'?: string
}

/** A question's concepts as badges (after an answer and in a mock's correction). */
export function ConceptTags({ tags, variant, 'aria-label': label }: ConceptTagsProps) {
  return (
    <Group gap={6} aria-label={label}>
      {tags.map((tag) => (
        <Badge key={tag.id} variant={variant} radius="sm" tt="none" data-testid="tag">
          {tag.descricao}
        </Badge>
      ))}
    </Group>
  )
}
