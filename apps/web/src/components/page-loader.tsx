import { Center, Loader } from '@mantine/core'

/** Shown while the code of a screen is being fetched. */
export function PageLoader() {
  return (
    <Center mih={200} role="status" aria-label="Carregando a página">
      <Loader color="brand" />
    </Center>
  )
}
