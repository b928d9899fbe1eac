import { Button, Center, Stack, Text, Title } from '@mantine/core'

/** Last resort when a screen fails to render (for example a chunk that no longer exists after a deploy). */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          Algo deu errado
        </Title>
        <Text c="dimmed">Não foi possível abrir esta página. Recarregue para tentar de novo.</Text>
        <Button
          onClick={() => {
            window.location.hash = '#/'
            window.location.reload()
          }}
        >
          Voltar para a página principal
        </Button>
      </Stack>
    </Center>
  )
}
