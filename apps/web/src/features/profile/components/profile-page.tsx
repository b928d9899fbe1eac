import { formatDate } from '@gabarito/core'
import type { UserPlan } from '@gabarito/core/contract'
import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconKey, IconMessages } from '@tabler/icons-react'
import { ButtonLink } from '@/components/button-link'
import { DetailField } from '@/components/detail-field'
import { TitledSection } from '@/components/titled-section'
import { useMyPlans } from '@/lib/api/get-my-plans'
import { useStoredUser } from '@/lib/session'
import { MyDataPanel } from './my-data-panel'

function PlanCard({ plan }: { plan: UserPlan }) {
  return (
    <Card withBorder padding="lg" component="article" aria-label={plan.nome} data-testid="plano">
      <Text fw={700} size="lg">
        {plan.nome}
      </Text>
      {plan.curso && (
        <Text size="sm" c="dimmed">
          {plan.curso.nome}
        </Text>
      )}
      <Group mt="sm">
        <Badge variant="light" color="brand" size="lg" radius="sm" tt="none">
          Acesso até {formatDate(plan.pivot.data_fim)}
        </Badge>
      </Group>
    </Card>
  )
}

/** /profile: who I am, a way to change the password, my plans, and my data (download, deletion). */
export function ProfilePage() {
  const user = useStoredUser()
  const plans = useMyPlans()
  if (!user) return null

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        Meu perfil
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Nome" value={user.nome} />
            <DetailField label="Apelido" value={user.apelido} />
            <DetailField label="E-mail" value={user.email} />
          </SimpleGrid>
          <Group>
            <ButtonLink to="/alterar/senha" icon={IconKey}>
              Alterar senha
            </ButtonLink>
            <ButtonLink to="/profile/comentarios" icon={IconMessages} variant="light">
              Meus comentários
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>

      <TitledSection id="meus-planos" title="Meus planos" size="h3">
        {plans.data && plans.data.length === 0 && <Text c="dimmed">Você ainda não possui planos.</Text>}
        {plans.data && plans.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </SimpleGrid>
        )}
      </TitledSection>

      <MyDataPanel />
    </Stack>
  )
}
