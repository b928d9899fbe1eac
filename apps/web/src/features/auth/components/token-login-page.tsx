import { Center, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useNavigate, useParams } from 'react-router'
import { errorMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { clearSession, storeToken } from '@/lib/session'
import { getMe } from '../api/get-me'

/** /login/token/{token}: keeps the token if the server accepts it, then goes to `/`. */
export function TokenLoginPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const started = useRef<string | null>(null)

  useEffect(() => {
    if (started.current === token) return
    started.current = token
    getMe(token)
      .then(() => {
        storeToken(token)
        navigate('/', { replace: true })
      })
      .catch((error: unknown) => {
        clearSession()
        notifyError(
          errorMessage(error, 'Este link de acesso não é válido.'),
          'Não foi possível entrar com este link',
          undefined,
          { forNextScreen: true },
        )
        navigate('/login', { replace: true })
      })
  }, [token, navigate])

  return (
    <Center mih={240}>
      <Stack align="center" gap="sm">
        <Loader color="brand" aria-hidden />
        <Text>Entrando…</Text>
      </Stack>
    </Center>
  )
}
