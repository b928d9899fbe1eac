import { formatMoney, monthsLabel } from '@gabarito/core'
import { Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconInfinity, IconShoppingCart } from '@tabler/icons-react'
import { ArticleCard } from '@/components/article-card'
import { CourseImage } from '@/components/course-image'
import { CourseSummary } from '@/components/course-summary'
import { RichText } from '@/components/rich-text'
import type { Course } from '@/lib/current-course'
import type { PurchaseCourse } from '@/lib/purchase-course'
import { useUnlimitedPrices } from '../api/get-unlimited-prices'
import { UNLIMITED_SUBSCRIPTION } from '../unlimited-subscription'
import classes from './home.module.css'

interface SaleCardProps {
  onBuy: (course: PurchaseCourse) => void
}

export function CourseSaleCard({ course, onBuy }: SaleCardProps & { course: Course }) {
  const headingId = `curso-a-venda-${course.id}`
  return (
    <ArticleCard headingId={headingId} className={classes.card} data-testid="curso-a-venda">
      <Card.Section>
        <CourseImage src={course.imagem} />
      </Card.Section>
      <Stack gap="xs" mt="md" className={classes.cardBody}>
        <CourseSummary course={course} headingId={headingId} />
        <RichText html={course.valor} className={classes.price} />
      </Stack>
      <Button
        mt="md"
        fullWidth
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        onClick={() => onBuy({ id: course.id, nome: course.nome })}
        aria-label={`Comprar ${course.nome}`}
      >
        Comprar
      </Button>
    </ArticleCard>
  )
}

/** The fixed card of the unlimited subscription (every course), with its prices. */
export function UnlimitedSubscriptionCard({ onBuy }: SaleCardProps) {
  const { id, nome, descricao } = UNLIMITED_SUBSCRIPTION
  const { data: precos } = useUnlimitedPrices()
  return (
    <ArticleCard
      headingId="assinatura-ilimitada"
      className={`${classes.card} ${classes.unlimited}`}
      data-testid="curso-a-venda"
    >
      <Stack gap="xs" className={classes.cardBody}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="brand" aria-hidden>
            <IconInfinity size={28} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id="assinatura-ilimitada">
              {nome}
            </Title>
            <Badge variant="light" color="brand" radius="sm" tt="none">
              Todos os cursos
            </Badge>
          </div>
        </Group>
        <Text size="sm" c="dimmed">
          {descricao}
        </Text>
        {precos ? (
          <ul className={classes.prices} aria-label="Preços da assinatura ilimitada">
            {precos.map((preco) => (
              <li key={preco.meses}>
                <span>{monthsLabel(preco.meses)}</span>
                <strong>{formatMoney(preco.centavos)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton height={96} aria-label="Carregando os preços" />
        )}
      </Stack>
      <Button
        mt="md"
        fullWidth
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        onClick={() => onBuy({ id, nome })}
        aria-label={`Comprar ${nome}`}
      >
        Comprar
      </Button>
    </ArticleCard>
  )
}
