import { COMMENT_STATUS } from '@gabarito/core'
import { Badge } from '@mantine/core'

const COLORS: Record<string, string> = {
  [COMMENT_STATUS.created]: 'blue',
  [COMMENT_STATUS.underAnalysis]: 'yellow',
  [COMMENT_STATUS.answered]: 'green',
  [COMMENT_STATUS.archived]: 'gray',
}

/** A comment's status (Criada, Em análise, Respondida, Arquivada) as a coloured badge. */
export function CommentStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none" data-testid="situacao-comentario">
      {status}
    </Badge>
  )
}
