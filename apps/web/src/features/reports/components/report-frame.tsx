import { Alert, Badge, Container, Group, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useEffect } from 'react'
import { ApiError, errorMessage } from '@/lib/api-client'
import { type Course, useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { reportTexts } from '../texts'
import { ProPanel } from './pro-panel'

interface ReportFrameProps {
  title: string
  /** The first failed query of the page, if any. */
  error: unknown
  /** SPEC section 8: charts fail with 'Erro: ' plus the server's data; concepts with their own text. */
  failure?: (error: unknown) => string
  children: (course: Course) => ReactNode
  /** Known without asking (the caller's plans): no plan, so the plan's panel with this message. */
  lockedMessage?: string
}

const chartFailure = (error: unknown) => `${reportTexts.chartFailure}${errorMessage(error)}`

/** A report page: its title with the PRO badge, the plan's panel on a 423, a toast on any other failure. */
export function ReportFrame({
  title,
  error,
  failure = chartFailure,
  children,
  lockedMessage,
}: ReportFrameProps) {
  const course = useCurrentCourse()
  const locked = lockedMessage !== undefined || (error instanceof ApiError && error.status === 423)
  const failed = Boolean(error) && !locked
  const message = failed ? failure(error) : ''

  useEffect(() => {
    if (message) notifyError(message, undefined, 'erro-relatorio')
  }, [message])

  useEffect(() => {
    document.title = `${title} · Gabarito`
    return () => {
      document.title = 'Gabarito'
    }
  }, [title])

  if (!course) return null
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Badge color="yellow.5" autoContrast data-testid="selo-pro">
            PRO
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {course.nome} · {reportTexts.counted}
        </Text>
        {locked && <ProPanel message={lockedMessage ?? errorMessage(error)} course={course} />}
        {failed && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        {!locked && !failed && children(course)}
      </Stack>
    </Container>
  )
}
