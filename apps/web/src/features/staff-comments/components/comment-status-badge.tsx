import { Badge } from '@mantine/core'

const COLORS: Record<string, string> = {
  Criada: 'blue',
  'Em análise': 'yellow',
  Respondida: 'green',
  Arquivada: 'gray',
}

/** A comment's status (Criada, Em análise, Respondida, Arquivada) as a coloured badge. */
export function CommentStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none" data-testid="situacao-comentario">
      {status}
    </Badge>
  )
}
