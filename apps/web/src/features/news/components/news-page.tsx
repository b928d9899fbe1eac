import { formatDate, texts } from '@gabarito/core'
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { CourseImage } from '@/components/course-image'
import { PageHeading } from '@/components/page-heading'
import { RichText } from '@/components/rich-text'
import { useCurrentCourse } from '@/lib/current-course'
import { notifyError } from '@/lib/notify'
import { type NewsItem, useNews } from '../api/get-news'

function NewsCard({ item }: { item: NewsItem }) {
  const headingId = `noticia-${item.id}`
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} data-testid="noticia">
      <Card.Section>
        <CourseImage src={item.imagem} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Title order={2} size="h4" id={headingId}>
          {item.nome}
        </Title>
        <Text size="xs" c="dimmed" component="time" dateTime={item.data}>
          {formatDate(item.data)}
        </Text>
        <RichText html={item.resumo} fz="sm" />
      </Stack>
    </Card>
  )
}

/** /v2/geral/noticias: the news of the current course (RequireCourse makes sure there is one). */
export function NewsPage() {
  const course = useCurrentCourse()
  const news = useNews(course?.id ?? 0)

  useEffect(() => {
    if (news.isError) notifyError(texts.newsFailure, undefined, 'erro-noticias')
  }, [news.isError])

  if (!course) return null
  return (
    <Stack gap="lg">
      <PageHeading title="Notícias" subtitle={course.nome} />
      {news.isError && (
        <Text c="red.8" role="alert">
          {texts.newsFailure}
        </Text>
      )}
      {news.data && news.data.length === 0 && <Text c="dimmed">Nenhuma notícia por enquanto.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {news.data?.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
