import { APP_VERSION } from '@gabarito/core'
import { Anchor, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import classes from './layout.module.css'

/** At the end of the page (not pinned: on a phone every line of the screen counts). */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="xs" c="dimmed">
          Versão {APP_VERSION}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to="/termo_de_uso" size="xs" c="dimmed">
            Termos de uso
          </Anchor>
          <Anchor component={Link} to="/privacidade" size="xs" c="dimmed">
            Privacidade
          </Anchor>
        </Group>
      </Group>
    </footer>
  )
}
