import { texts } from '@gabarito/core'
import { Container, Paper, Title } from '@mantine/core'
import { useEffect } from 'react'
import { hasOwnTitle, RichText } from '@/components/rich-text'
import { useTermsOfUse } from '@/lib/api/get-site-page'
import { notifyError } from '@/lib/notify'

/** /termo_de_uso: hidden until loaded. */
export function TermsPage() {
  const terms = useTermsOfUse()
  useEffect(() => {
    if (terms.isError) notifyError(texts.termsFailure, undefined, 'erro-termo-de-uso')
  }, [terms.isError])

  if (!terms.data) return null
  return (
    <Container size="md" px={0}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {!hasOwnTitle(terms.data.conteudo) && (
          <Title order={1} size="h2" mb="md">
            {terms.data.titulo}
          </Title>
        )}
        <RichText html={terms.data.conteudo} />
      </Paper>
    </Container>
  )
}
