import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconSchool } from '@tabler/icons-react'
import { Link } from 'react-router'

/** /v2/geral/ambiente: where the pages of a course send a user who has not chosen one yet. */
export function ChooseCoursePage() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden>
          <IconSchool size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Escolha um curso
        </Title>
        <Text c="dimmed">
          Notícias, questões, material de estudo e simulados são de cada curso. Escolha o curso que você vai
          estudar para continuar.
        </Text>
        <Button component={Link} to="/v2/geral/modulos" size="md">
          Escolher curso
        </Button>
      </Stack>
    </Paper>
  )
}
