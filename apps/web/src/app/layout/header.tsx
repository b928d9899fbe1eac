import { AppShell, Burger, Button, Group, UnstyledButton } from '@mantine/core'
import { IconLogin2 } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useStoredUser } from '@/lib/session'
import classes from './layout.module.css'

interface HeaderProps {
  /** Burger shown on small screens when there is a sidebar to open. */
  navbar?: { opened: boolean; toggle: () => void }
}

export function Header({ navbar }: HeaderProps) {
  const user = useStoredUser()
  return (
    <AppShell.Header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {navbar && (
            <Burger
              opened={navbar.opened}
              onClick={navbar.toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={navbar.opened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={navbar.opened}
              aria-controls="menu-lateral"
            />
          )}
          <UnstyledButton
            component={Link}
            to="/"
            className={classes.brand}
            aria-label="Gabarito: página inicial"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} className={classes.logo} />
            <span>Gabarito</span>
          </UnstyledButton>
        </Group>
        {!user && (
          <Button
            component={Link}
            to="/login"
            variant="white"
            color="brand.8"
            size="sm"
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            Entrar
          </Button>
        )}
      </Group>
    </AppShell.Header>
  )
}
