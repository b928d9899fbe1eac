import { Anchor, Group } from '@mantine/core'
import { Link } from 'react-router'

/** "Voltar para o login", under the forms reached from the login screen. */
export function BackToLoginLink() {
  return (
    <Group justify="center">
      <Anchor component={Link} to="/login" size="sm">
        Voltar para o login
      </Anchor>
    </Group>
  )
}
