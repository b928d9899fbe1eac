import { formatDate, texts } from '@gabarito/core'
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconCheck, IconFileText, IconX } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { ArticleCard } from '@/components/article-card'
import { CourseImage } from '@/components/course-image'
import { CourseSummary } from '@/components/course-summary'
import { CourseToolbar } from '@/components/course-toolbar'
import { RichText } from '@/components/rich-text'
import { COURSES_CACHE_KEY, useCourses } from '@/lib/api/get-courses'
import { matchesCourseName } from '@/lib/course-filter'
import { type Course, setCurrentCourse, useCurrentCourse } from '@/lib/current-course'
import { forgetCached } from '@/lib/device-cache'
import { hasText } from '@/lib/html-text'
import { notifyError } from '@/lib/notify'
import classes from './courses.module.css'

function openCourseTerms(course: Course) {
  modals.open({
    title: `Termos de uso: ${course.nome}`,
    size: 'lg',
    closeButtonProps: { 'aria-label': 'Fechar' },
    children: <RichText html={course.termo_uso} data-testid="termos-do-curso" />,
  })
}

interface CourseCardProps {
  course: Course
  current: boolean
}

/** "Selecionar" makes the course the current one; on the current course, "Desmarcar" leaves none chosen. */
function ChooseButton({ course, current }: CourseCardProps) {
  const [verb, ToggleIcon] = current ? (['Desmarcar', IconX] as const) : (['Selecionar', IconCheck] as const)
  return (
    <Button
      size="sm"
      variant={current ? 'outline' : undefined}
      color={current ? 'red.8' : undefined}
      leftSection={<ToggleIcon size={18} aria-hidden />}
      onClick={() => setCurrentCourse(current ? null : course)}
      aria-label={`${verb} ${course.nome}`}
    >
      {verb}
    </Button>
  )
}

function CourseCard({ course, current }: CourseCardProps) {
  const headingId = `curso-${course.id}`
  return (
    <ArticleCard
      headingId={headingId}
      className={classes.card}
      data-current={current || undefined}
      data-testid="curso"
    >
      <Card.Section className={classes.imageSection}>
        <CourseImage src={course.imagem} />
        {current && (
          <Badge
            className={classes.currentBadge}
            color="brand"
            variant="filled"
            size="lg"
            leftSection={<IconCheck size={14} aria-hidden />}
          >
            Selecionado
          </Badge>
        )}
      </Card.Section>
      <Stack gap="xs" mt="md" className={classes.cardBody}>
        <CourseSummary course={course} headingId={headingId} />
        {course.index && course.data_fim && (
          <Text size="sm" fw={600} c="brand.8">
            Acesso PRO até {formatDate(course.data_fim)}
          </Text>
        )}
      </Stack>
      <Group mt="md" gap="xs">
        <ChooseButton course={course} current={current} />
        {hasText(course.termo_uso) && (
          <Button
            size="sm"
            variant="subtle"
            px="xs"
            leftSection={<IconFileText size={18} aria-hidden />}
            onClick={() => openCourseTerms(course)}
            aria-label={`Termos de uso do curso ${course.nome}`}
          >
            Termos
          </Button>
        )}
      </Group>
    </ArticleCard>
  )
}

/** /v2/geral/modulos: "Selecione o curso". */
export function CoursesPage() {
  const courses = useCourses()
  const current = useCurrentCourse()
  const [filter, setFilter] = useState('')
  const [refreshing, setRefreshing] = useState(false)

  useEffect(() => {
    if (courses.isError && courses.errorUpdatedAt) notifyError(texts.moduleFailure, undefined, 'erro-modulos')
  }, [courses.isError, courses.errorUpdatedAt])

  // Keep the chosen course in step with the server (flags, PRO access end) when it is in the list.
  useEffect(() => {
    if (!current || !courses.data) return
    const fresh = courses.data.find((course) => course.id === current.id)
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(current)) setCurrentCourse(fresh)
  }, [courses.data, current])

  /** Refresh: forget the chosen course and reload the list from the server. */
  const refresh = async () => {
    setRefreshing(true)
    try {
      setCurrentCourse(null)
      await forgetCached(COURSES_CACHE_KEY)
      await courses.refetch()
    } finally {
      setRefreshing(false)
    }
  }

  const shown = (courses.data ?? []).filter((course) => matchesCourseName(course.nome, filter))

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Selecione o curso
      </Title>
      <CourseToolbar filter={filter} onFilterChange={setFilter} onRefresh={refresh} refreshing={refreshing} />
      {current && (
        <Text size="sm" role="status">
          Curso atual: <strong>{current.nome}</strong>. Use o menu para abrir as seções do curso.
        </Text>
      )}
      {courses.isError && !courses.data && (
        <Text c="red.8" role="alert">
          {texts.moduleFailure}
        </Text>
      )}
      {courses.data && shown.length === 0 && (
        <Text c="dimmed">
          {courses.data.length === 0 ? 'Nenhum curso disponível.' : 'Nenhum curso encontrado com esse nome.'}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((course) => (
          <CourseCard key={course.id} course={course} current={current?.id === course.id} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
