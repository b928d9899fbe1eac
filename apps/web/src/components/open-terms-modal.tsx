import { Center, Loader } from '@mantine/core'
import { modals } from '@mantine/modals'
import { lazy, Suspense } from 'react'

// The sanitizer and the terms come only when somebody opens them, not with the login screen.
const TermsOfUseContent = lazy(async () => ({
  default: (await import('./terms-of-use-content')).TermsOfUseContent,
}))

export function openTermsOfUseModal(): void {
  modals.open({
    title: 'Termos de uso',
    size: 'lg',
    closeButtonProps: { 'aria-label': 'Fechar' },
    children: (
      <Suspense
        fallback={
          <Center py="lg">
            <Loader color="brand" aria-label="Carregando os termos de uso" />
          </Center>
        }
      >
        <TermsOfUseContent />
      </Suspense>
    ),
  })
}
