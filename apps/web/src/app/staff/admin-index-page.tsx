import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core'
import { Link } from 'react-router'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import classes from './admin.module.css'
import type { AdminPage } from './admin-page'

/** `#/admin`: a card for each area the caller may open. */
export function AdminIndexPage({ pages }: { pages: readonly AdminPage[] }) {
  return (
    <>
      <AdminPageTitle>Administração</AdminPageTitle>
      {pages.length === 0 && <Text c="dimmed">Nenhuma área disponível para o seu perfil.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {pages.map((page) => (
          <Card
            key={page.path}
            withBorder
            padding="md"
            component={Link}
            to={`/admin/${page.path}`}
            className={classes.card}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <page.icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{page.label}</Text>
                {page.description && (
                  <Text size="sm" c="dimmed">
                    {page.description}
                  </Text>
                )}
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  )
}
