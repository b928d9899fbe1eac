import { texts } from '@gabarito/core'
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useDeferredValue, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { CourseToolbar } from '@/components/course-toolbar'
import { useSettings } from '@/lib/api/get-settings'
import { matchesCourseName } from '@/lib/course-filter'
import { forgetCached } from '@/lib/device-cache'
import { notifyError } from '@/lib/notify'
import { PAYMENT_ROUTE, type PurchaseCourse, setPurchaseCourse } from '@/lib/purchase-course'
import { getToken, useStoredUser } from '@/lib/session'
import { COURSES_ON_SALE_CACHE_KEY, useCoursesOnSale } from '../api/get-courses-on-sale'
import { useStats } from '../api/get-stats'
import { useUnlimitedPrices } from '../api/get-unlimited-prices'
import { UNLIMITED_SUBSCRIPTION } from '../unlimited-subscription'
import classes from './home.module.css'
import {
  AppLinks,
  Contacts,
  LegalLinks,
  MissionVisionValues,
  PaymentOptions,
  UsageFigures,
} from './home-info'
import { CourseSaleCard, UnlimitedSubscriptionCard } from './sale-cards'

/** `/`: "Nossos cursos", the courses on sale, the unlimited subscription and what the platform is. */
export function HomePage() {
  const user = useStoredUser()
  const navigate = useNavigate()
  const courses = useCoursesOnSale()
  const settings = useSettings()
  const stats = useStats()
  const prices = useUnlimitedPrices()
  // The cards and the sections below them come in one go once every call has answered, in a space that held the
  // fold meanwhile: nothing on screen moves as the answers arrive (decision 0041).
  const pending = courses.isPending || settings.isPending || stats.isPending || prices.isPending
  // The last answer's update renders at once (TanStack Query's updates are urgent) with the skeletons still up; the
  // cards and sections then render as a transition, in slices the browser can answer input between, instead of
  // one long task on a slow phone (decision 0041, second pass).
  const loading = useDeferredValue(pending)
  const [filter, setFilter] = useState('')
  const [refreshing, setRefreshing] = useState(false)

  useEffect(() => {
    if (courses.isError && courses.errorUpdatedAt) notifyError(texts.moduleFailure, undefined, 'erro-modulos')
  }, [courses.isError, courses.errorUpdatedAt])

  const refresh = async () => {
    setRefreshing(true)
    try {
      await forgetCached(COURSES_ON_SALE_CACHE_KEY)
      await Promise.all([courses.refetch(), settings.refetch(), stats.refetch()])
    } finally {
      setRefreshing(false)
    }
  }

  const buy = (course: PurchaseCourse) => {
    if (!user) {
      notifyError(texts.loginFirst, undefined, 'login-primeiro')
      return
    }
    setPurchaseCourse(course)
    navigate(PAYMENT_ROUTE)
  }

  const showUnlimited = matchesCourseName(UNLIMITED_SUBSCRIPTION.nome, filter)
  const shown = (courses.data ?? []).filter((course) => matchesCourseName(course.nome, filter))
  const nothing = !showUnlimited && shown.length === 0
  const token = user ? getToken() : null

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Nossos cursos
          </Title>
          <Text c="dimmed">
            Questões comentadas, simulados semanais com ranking e material de estudo para concursos públicos e
            militares.
          </Text>
        </div>
        <CourseToolbar
          filter={filter}
          onFilterChange={setFilter}
          onRefresh={refresh}
          refreshing={refreshing}
        />
        {courses.isError && !courses.data && (
          <Paper withBorder p="md">
            <Text c="red.8" role="alert" mb="sm">
              {texts.moduleFailure}
            </Text>
            <Button variant="default" onClick={refresh}>
              Tentar de novo
            </Button>
          </Paper>
        )}
        {!loading && nothing && <Text c="dimmed">Nenhum curso encontrado com esse nome.</Text>}
        {loading ? (
          <HomeLoading />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {showUnlimited && <UnlimitedSubscriptionCard onBuy={buy} />}
            {shown.map((course) => (
              <CourseSaleCard key={course.id} course={course} onBuy={buy} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      {!loading && token && settings.data && <AppLinks settings={settings.data} token={token} />}
      {!loading && stats.data && <UsageFigures stats={stats.data} />}
      {!loading && settings.data && <MissionVisionValues settings={settings.data} />}
      {!loading && settings.data?.formas_pagamento && (
        <PaymentOptions html={settings.data.formas_pagamento} />
      )}
      {!loading && settings.data && <Contacts settings={settings.data} />}
      <LegalLinks />
    </Stack>
  )
}

/** The cards' place while the calls answer: at least the screen's height, so what follows starts below the fold. */
function HomeLoading() {
  return (
    <div className={classes.loading} role="status" aria-label="Carregando os cursos">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={380} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  )
}
