import { STUDY_TEXT_KIND } from '@gabarito/core'
import { Badge, Button, Container, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconLock, IconShoppingCart } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { DarkThemeCheckbox } from '@/components/dark-theme-checkbox'
import { RichText } from '@/components/rich-text'
import { ApiError, errorMessage } from '@/lib/api-client'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { PAYMENT_ROUTE, setPurchaseCourse } from '@/lib/purchase-course'
import { useStudyText } from '../api/get-study-text'
import { materialTexts } from '../texts'
import classes from './study-text-page.module.css'

function ProPanel({ message, course }: { message: string; course: Course }) {
  const navigate = useNavigate()
  const buy = () => {
    setPurchaseCourse({ id: course.id, nome: course.nome })
    navigate(PAYMENT_ROUTE)
  }
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} className={classes.proPanel} data-testid="conteudo-pro">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="yellow.5" autoContrast aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Conteúdo PRO
        </Title>
        <Text>{message}</Text>
        <Group justify="center" gap="sm">
          <Button onClick={buy} leftSection={<IconShoppingCart size={18} aria-hidden />}>
            Assinar o curso
          </Button>
          <Button component={Link} to="/v2/geral/resumo" variant="default">
            Voltar ao material
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** /v2/geral/resumo/{id}: reads one study text, with nothing around it but a back button and the theme. */
export function StudyTextPage() {
  const course = useCurrentCourse()
  const { id } = useParams()
  const textId = Number(id)
  const text = useStudyText(course?.id ?? 0, textId)
  const locked = text.error instanceof ApiError && text.error.status === 423
  const failed = !Number.isInteger(textId) || (text.isError && !locked)

  useEffect(() => {
    if (failed) notifyError(materialTexts.textFailure, undefined, 'erro-resumo')
  }, [failed])

  useEffect(() => {
    if (text.data) document.title = `${text.data.titulo} · Gabarito`
    return () => {
      document.title = 'Gabarito'
    }
  }, [text.data])

  if (!course) return null
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py="md" className={classes.page}>
      <Group justify="space-between" gap="sm" mb="lg" className={classes.topBar}>
        <BackLink to="/v2/geral/resumo" variant="subtle" />
        <DarkThemeCheckbox />
      </Group>

      {text.data && (
        <article aria-labelledby="titulo-do-resumo">
          <Stack gap={6} mb="md">
            <Title order={1} size="h2" id="titulo-do-resumo">
              {text.data.titulo}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {text.data.disciplina.nome}
                {text.data.assunto ? ` · ${text.data.assunto.nome}` : ''}
              </Text>
              {text.data.restrito && (
                <Badge size="sm" radius="sm" color="yellow.5" autoContrast>
                  PRO
                </Badge>
              )}
            </Group>
          </Stack>
          <Divider mb="md" />
          {text.data.tipo === STUDY_TEXT_KIND.text ? (
            <RichText html={text.data.conteudo} className={classes.body} data-testid="conteudo-do-resumo" />
          ) : (
            <Text c="dimmed">Este tipo de material não pode ser exibido aqui.</Text>
          )}
          <Divider my="lg" />
          <BackLink to="/v2/geral/resumo">Voltar ao material</BackLink>
        </article>
      )}

      {locked && (
        <ProPanel message={errorMessage(text.error, 'Conteúdo exclusivo do plano PRO.')} course={course} />
      )}

      {failed && (
        <Paper withBorder p="lg">
          <Text c="red.8" role="alert">
            {materialTexts.textFailure}
          </Text>
        </Paper>
      )}
    </Container>
  )
}
