import { formatDateTime } from '@gabarito/core'
import type { StaffCommentRow } from '@gabarito/core/contract'
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { QuestionPreview } from '@/components/staff/question-preview'
import { QuestionStatsPanel } from '@/components/staff/question-stats-panel'
import { moderateComment, useStaffComment } from '@/features/staff-comments/api/comments'
import { errorMessage } from '@/lib/api-client'
import { CommentReplyForm } from './comment-reply-form'
import { CommentStatusBadge } from './comment-status-badge'

/** One student's comment: who, when, the text, the status and, once given, the staff reply. */
function CommentCard({ comment, label }: { comment: StaffCommentRow; label: string }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={label} data-testid="comentario">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {comment.usuario.nome} ({comment.usuario.apelido})
          </Text>
          <CommentStatusBadge status={comment.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(comment.data)} · {comment.modulo.nome}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.texto}</Text>
        {comment.resposta && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            Resposta{comment.respondido_por ? ` de ${comment.respondido_por.nome}` : ''}
            {comment.respondido_em ? ` em ${formatDateTime(comment.respondido_em)}` : ''}: {comment.resposta}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** `#/admin/comentarios/{id}`: the comment beside its question (key shown), the reply form and the others. */
export function CommentDetail() {
  const id = Number(useParams().id)
  const loaded = useStaffComment(id)
  const back = (
    <Button component={Link} to="/admin/comentarios" variant="default">
      Voltar
    </Button>
  )
  if (loaded.isError)
    return (
      <>
        <AdminPageTitle actions={back}>Comentário</AdminPageTitle>
        <Alert color="red">{errorMessage(loaded.error, 'Não foi possível abrir o comentário.')}</Alert>
      </>
    )
  if (!loaded.data) return <Skeleton height={400} />
  const { comentario, pergunta, outros_comentarios } = loaded.data

  const save = (body: { status?: string; resposta?: string }) => moderateComment(comentario.id, body)

  return (
    <>
      <AdminPageTitle actions={back}>Comentário #{comentario.id}</AdminPageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <QuestionPreview
              initiallyRevealed
              question={{
                id: pergunta.id,
                texto: pergunta.texto,
                alternativas: pergunta.alternativas,
                correta: pergunta.correta ?? -1,
                resumo: pergunta.resumo,
                tags: pergunta.tags,
                numero: pergunta.numero,
              }}
            />
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {comentario.pergunta.disciplina.nome} · {comentario.modulo.nome}
              </Text>
              <Button
                component={Link}
                to={`/admin/perguntas/${pergunta.id}`}
                size="compact-sm"
                variant="light"
              >
                Editar a questão
              </Button>
            </Group>
            <QuestionStatsPanel id={pergunta.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <CommentCard comment={comentario} label="Comentário do aluno" />
            <CommentReplyForm key={comentario.atualizado_em} comment={comentario} onSave={save} />
            {outros_comentarios.length > 0 && (
              <section aria-labelledby="outros-comentarios">
                <Title order={2} size="h5" mb="xs" id="outros-comentarios">
                  Outros comentários desta questão ({outros_comentarios.length})
                </Title>
                <Stack gap="xs">
                  {outros_comentarios.map((other) => (
                    <Stack key={other.id} gap={4}>
                      <CommentCard comment={other} label={`Comentário ${other.id}`} />
                      <Button
                        component={Link}
                        to={`/admin/comentarios/${other.id}`}
                        size="compact-xs"
                        variant="subtle"
                        w="fit-content"
                      >
                        Responder este
                      </Button>
                    </Stack>
                  ))}
                </Stack>
              </section>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}
