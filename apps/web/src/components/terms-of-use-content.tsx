import { texts } from '@gabarito/core'
import { Center, Loader, Text } from '@mantine/core'
import { RichText } from '@/components/rich-text'
import { useTermsOfUse } from '@/lib/api/get-site-page'

/** The terms of use text, loaded from the server; used in the login modal and the sign-up form. */
export function TermsOfUseContent() {
  const terms = useTermsOfUse()
  if (terms.isPending) {
    return (
      <Center py="lg">
        <Loader color="brand" aria-label="Carregando os termos de uso" />
      </Center>
    )
  }
  if (terms.isError) {
    return (
      <Text c="red.8" role="alert">
        {texts.termsFailure}
      </Text>
    )
  }
  return <RichText html={terms.data.conteudo} data-testid="termos-de-uso" />
}
