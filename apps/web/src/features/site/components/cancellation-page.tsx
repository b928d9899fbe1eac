import { texts } from '@gabarito/core'
import { Container, Paper, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { RichText } from '@/components/rich-text'
import { useSetting } from '@/lib/api/get-settings'
import { notifyError } from '@/lib/notify'

/** /cancelamento: the cancellation terms (configuration key `cancelamento`); hidden until loaded. */
export function CancellationPage() {
  const terms = useSetting('cancelamento')
  useEffect(() => {
    if (terms.isError) notifyError(texts.termsFailure, undefined, 'erro-cancelamento')
  }, [terms.isError])

  return (
    <Container size="md" px={0}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="md">
          Termos de cancelamento
        </Title>
        {terms.data !== undefined && <RichText html={terms.data} data-testid="termos-de-cancelamento" />}
        {terms.isError && (
          <Text c="red.8" role="alert">
            {texts.termsFailure}
          </Text>
        )}
      </Paper>
    </Container>
  )
}
