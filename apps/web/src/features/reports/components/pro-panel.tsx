import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconLock, IconShoppingCart } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import type { Course } from '@/lib/current-course'
import { PAYMENT_ROUTE, setPurchaseCourse } from '@/lib/purchase-course'
import { reportTexts } from '../texts'
import { PROFICIENCY_CARD, REPORT_CARDS } from './report-cards'

/** What a plan unlocks, instead of an error page, for a student without the course's plan (decision 0015). */
export function ProPanel({ message, course }: { message: string; course: Course }) {
  const navigate = useNavigate()
  const buy = () => {
    setPurchaseCourse({ id: course.id, nome: course.nome })
    navigate(PAYMENT_ROUTE)
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="relatorio-pro">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="yellow.5" autoContrast aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={2} ta="center">
          {reportTexts.proTitle}
        </Title>
        <Text ta="center">{message}</Text>
        <Text fw={600}>{reportTexts.proUnlocks}</Text>
        <List spacing={4}>
          {REPORT_CARDS.filter((card) => !card.concepts || course.has_conceito).map((card) => (
            <List.Item key={card.to}>
              <Text span fw={600}>
                {card.title}
              </Text>
              : {card.description}
            </List.Item>
          ))}
          <List.Item>
            <Text span fw={600}>
              {PROFICIENCY_CARD.title}
            </Text>
            : {PROFICIENCY_CARD.description}
          </List.Item>
          <List.Item>
            <Text span fw={600}>
              PDFs
            </Text>
            : seu desempenho por conceito e por disciplina para imprimir
          </List.Item>
        </List>
        <Button onClick={buy} leftSection={<IconShoppingCart size={18} aria-hidden />}>
          {reportTexts.buy}
        </Button>
      </Stack>
    </Paper>
  )
}
