import { formatPercent } from '@gabarito/core'
import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconExternalLink, IconFileTypePdf, IconPlayerPlay } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/button-link'
import { ScrollTable } from '@/components/scroll-table'
import { useCurrentCourse } from '@/lib/current-course'
import { useWeakTopics, type WeakTopic } from '../api/get-weak-topics'
import { useReportAccess } from '../api/report-access'
import { reportPdfUrl } from '../api/report-pdf-url'
import { reportTexts } from '../texts'
import { ProficiencyCard } from './proficiency-card'
import { REPORT_CARDS } from './report-cards'
import { ReportFrame } from './report-frame'

function WeakTopics({ topics }: { topics: WeakTopic[] }) {
  return (
    <Paper withBorder p="md" data-testid="onde-perde-pontos">
      <Title order={2} size="h4" mb={4}>
        Onde você mais perde pontos
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Os cinco assuntos de menor desempenho entre os que você respondeu pelo menos 10 vezes.
      </Text>
      {topics.length === 0 ? (
        <Text size="sm">Responda pelo menos 10 questões de um assunto para vê-lo aqui.</Text>
      ) : (
        <ScrollTable
          minWidth={300}
          head={
            <>
              <Table.Th>Assunto</Table.Th>
              <Table.Th>Acertos</Table.Th>
              <Table.Th />
            </>
          }
        >
          {topics.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t.nome}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.disciplina}
                </Text>
              </Table.Td>
              <Table.Td>
                {t.acerto}/{t.count} ({formatPercent(t.acertop)})
              </Table.Td>
              <Table.Td>
                <ButtonLink
                  to={`/v2/geral/perguntas?disciplina=${t.disciplina_id}&assunto=${t.id}`}
                  icon={IconPlayerPlay}
                  iconSize={14}
                  size="xs"
                  variant="light"
                >
                  Praticar
                </ButtonLink>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Paper>
  )
}

/** A report's PDF, opened in a new tab. */
function PdfLink({ href, testId, children }: { href: string; testId: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" data-testid={testId}>
      <Group gap={4}>
        <IconFileTypePdf size={18} aria-hidden />
        {children}
      </Group>
    </Anchor>
  )
}

/** /v2/geral/relatorio: the hub (SPEC section 2) with the PRO badge, the cards, the PDFs and the weakest topics. */
export function ReportsHubPage() {
  const course = useCurrentCourse()
  const access = useReportAccess(course?.id)
  const weak = useWeakTopics(course?.id ?? 0, access === 'pro')
  return (
    <ReportFrame
      title="Relatórios"
      error={weak.error}
      lockedMessage={access === 'none' ? reportTexts.proMessage : undefined}
    >
      {(current) =>
        // Drawn while the plans are read too, so that a student with a plan sees nothing move (issue 47, item 9).
        access !== 'none' && (
          <Stack gap="md">
            <ProficiencyCard courseId={current.id} enabled={access === 'pro'} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {REPORT_CARDS.filter((card) => !card.concepts || current.has_conceito).map((card) => (
                <Card
                  withBorder
                  key={card.to}
                  component="a"
                  href={`#${card.to}`}
                  target="_blank"
                  rel="noopener"
                  data-testid="cartao-relatorio"
                >
                  <Group justify="space-between" wrap="nowrap" align="start">
                    <Text fw={700}>{card.title}</Text>
                    <IconExternalLink size={16} aria-label="abre em nova aba" />
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    Veja {card.description}.
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Group gap="sm">
              <PdfLink href={reportPdfUrl(current.id, 'concepts')} testId="pdf-conceitos">
                Desempenho por conceito (PDF)
              </PdfLink>
              <PdfLink href={reportPdfUrl(current.id, 'subjects')} testId="pdf-disciplinas">
                Desempenho por disciplina (PDF)
              </PdfLink>
            </Group>
            {weak.data && <WeakTopics topics={weak.data} />}
          </Stack>
        )
      }
    </ReportFrame>
  )
}
