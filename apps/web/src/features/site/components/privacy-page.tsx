import { texts } from '@gabarito/core'
import { Container, Paper, Title } from '@mantine/core'
import { useEffect } from 'react'
import { BackLink } from '@/components/back-link'
import { hasOwnTitle, RichText } from '@/components/rich-text'
import { usePrivacyPolicy } from '@/lib/api/get-site-page'
import { notifyError } from '@/lib/notify'

/** /privacidade: header only, with a way back to the main page. */
export function PrivacyPage() {
  const policy = usePrivacyPolicy()
  useEffect(() => {
    if (policy.isError) notifyError(texts.privacyFailure, undefined, 'erro-privacidade')
  }, [policy.isError])

  return (
    <Container size="md" px={0}>
      <BackLink to="/" variant="subtle" mb="md">
        Voltar para a página principal
      </BackLink>
      {policy.data && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          {!hasOwnTitle(policy.data.conteudo) && (
            <Title order={1} size="h2" mb="md">
              {policy.data.titulo}
            </Title>
          )}
          <RichText html={policy.data.conteudo} />
        </Paper>
      )}
    </Container>
  )
}
