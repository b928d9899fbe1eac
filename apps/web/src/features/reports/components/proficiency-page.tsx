import { Box, Group, Paper, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPlayerPlay } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/button-link'
import { useCurrentCourse } from '@/lib/current-course'
import { type Proficiency, useProficiency } from '../api/get-proficiency'
import { shownPercent, proficiencyTexts as texts } from '../texts'
import { ChartCard, type ChartSeries } from './chart-card'
import { ProficiencySummary } from './proficiency-summary'
import { ReportFrame } from './report-frame'

/** The estimate on a ring: solid up to the interval's low end, lighter across the interval, the estimate inside. */
function Gauge({ estimate, interval }: { estimate: number; interval: readonly [number, number] }) {
  const [low, high] = interval
  return (
    <Box role="img" aria-label={texts.gaugeLabel(estimate, interval)} data-testid="medidor-proficiencia">
      <RingProgress
        size={180}
        thickness={18}
        sections={[
          { value: low, color: 'teal.7' },
          { value: high - low, color: 'teal.3' },
        ]}
        label={
          <Stack gap={0} align="center" aria-hidden>
            <Text fw={700} fz={28} lh={1.1}>
              {shownPercent(estimate)}
            </Text>
            <Text size="xs">{texts.estimate}</Text>
          </Stack>
        }
      />
    </Box>
  )
}

/** 'yyyy-mm-dd' (a Monday, already São Paulo's date) as 'dd/mm', without a time zone shifting it. */
const weekLabel = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}`

const BOUNDS: ChartSeries[] = [
  { name: 'minimo', label: texts.low, color: 'teal.4', strokeDasharray: '5 5' },
  { name: 'maximo', label: texts.high, color: 'teal.4', strokeDasharray: '5 5' },
]

/** A titled part of the report. */
function Panel({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      {children}
    </Paper>
  )
}

function Weeks({ weeks }: { weeks: Proficiency['semanas'] }) {
  const rows = weeks.flatMap((w) =>
    w.nota_estimada === null || w.intervalo === null
      ? []
      : [
          {
            semana: weekLabel(w.semana),
            nota_estimada: w.nota_estimada,
            minimo: w.intervalo[0],
            maximo: w.intervalo[1],
            chance_aprovacao: w.chance_aprovacao,
          },
        ],
  )
  if (rows.length === 0)
    return (
      <Panel title={texts.weeksTitle}>
        <Text size="sm">{texts.weeksEmpty}</Text>
      </Panel>
    )
  const withChance = rows.every((r) => r.chance_aprovacao !== null)
  const series: ChartSeries[] = [
    { name: 'nota_estimada', label: texts.estimateSeries, color: 'teal.7' },
    ...BOUNDS,
    ...(withChance ? [{ name: 'chance_aprovacao', label: texts.chance, color: 'blue.7' }] : []),
  ]
  return (
    <ChartCard
      testId="grafico-proficiencia-semanas"
      title={texts.weeksTitle}
      kind="line"
      percent
      data={rows.map((r) => ({ ...r, chance_aprovacao: r.chance_aprovacao ?? 0 }))}
      dataKey="semana"
      rowHeading={texts.week}
      legendHeight={64}
      series={series}
    />
  )
}

function Subjects({ subjects }: { subjects: Proficiency['disciplinas'] }) {
  return (
    <Panel title={texts.subjectsTitle} testId="disciplinas-proficiencia">
      <Text size="sm" c="dimmed" mb="sm">
        {texts.subjectsHint}
      </Text>
      {subjects.length === 0 ? (
        <Text size="sm">{texts.subjectsEmpty}</Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {subjects.map((s) => (
            <Box component="li" key={s.id} data-testid="disciplina-proficiencia">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {s.nome}
                </Text>
                <ButtonLink
                  to={`/v2/geral/perguntas?disciplina=${s.id}`}
                  icon={IconPlayerPlay}
                  iconSize={14}
                  size="xs"
                  variant="light"
                >
                  {texts.practice}
                </ButtonLink>
              </Group>
              <Group gap="xs" wrap="nowrap" mt={4}>
                <Progress
                  value={s.peso}
                  color="teal.7"
                  style={{ flex: 1 }}
                  aria-label={texts.share(s.nome)}
                />
                <Text size="xs">{shownPercent(s.peso)}</Text>
              </Group>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  )
}

function Estimate({ data }: { data: Proficiency }) {
  return (
    <Paper withBorder p="md" data-testid="proficiencia">
      <Group align="center" gap="lg" wrap="wrap">
        {data.nota_estimada !== null && data.intervalo !== null && (
          <Gauge estimate={data.nota_estimada} interval={data.intervalo} />
        )}
        <Stack gap="xs" style={{ flex: '1 1 260px' }}>
          <ProficiencySummary data={data} />
          {data.nota_corte !== null && <Text size="sm">{texts.passMark(data.nota_corte)}</Text>}
          {data.prova_referencia && <Text size="sm">{texts.reference(data.prova_referencia.nome)}</Text>}
        </Stack>
      </Group>
    </Paper>
  )
}

/** /v2/geral/relatorio/proficiencia: the estimate with its interval, the chance of passing, its weeks, what to study. */
export function ProficiencyPage() {
  const course = useCurrentCourse()
  const proficiency = useProficiency(course?.id ?? 0)
  const data = proficiency.data
  return (
    <ReportFrame title={texts.title} error={proficiency.error}>
      {() =>
        data && (
          <Stack gap="md">
            <Estimate data={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Weeks weeks={data.semanas} />
              <Subjects subjects={data.disciplinas} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {texts.howItWorks}
            </Text>
          </Stack>
        )
      }
    </ReportFrame>
  )
}
