import { AppShell, Avatar, Divider, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core'
import { type Icon, IconDiscount2, IconHome, IconLogout, IconSchool, IconSettings } from '@tabler/icons-react'
import { Link, useLocation, useNavigate } from 'react-router'
import { clearSession, useStoredUser } from '@/lib/session'
import { isStaff } from '@/lib/staff'
import classes from './layout.module.css'
import { SidebarCourseSection } from './sidebar-course-section'

interface SidebarProps {
  /** Open on a phone (on larger screens the sidebar is always shown). */
  opened: boolean
  /** Called after a link is followed, so the mobile menu closes. */
  onNavigate: () => void
}

/** A link of the main menu, lit on its own screens. */
function SidebarLink({
  to,
  label,
  Icon,
  onClick,
}: {
  to: string
  label: string
  Icon: Icon
  onClick: () => void
}) {
  const { pathname } = useLocation()
  const active = to === '/' ? pathname === '/' : pathname.startsWith(to)
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<Icon size={20} aria-hidden />}
      active={active}
      onClick={onClick}
    />
  )
}

export function Sidebar({ opened, onNavigate }: SidebarProps) {
  const user = useStoredUser()
  const navigate = useNavigate()

  const logout = () => {
    clearSession()
    onNavigate()
    navigate('/', { replace: true })
  }

  return (
    <AppShell.Navbar
      id="menu-lateral"
      aria-label="Menu principal"
      className={classes.navbar}
      data-opened={opened || undefined}
    >
      {user && (
        <AppShell.Section>
          <UnstyledButton
            component={Link}
            to="/profile"
            onClick={onNavigate}
            className={classes.userPanel}
            aria-label={`Meu perfil: ${user.apelido.toUpperCase()}`}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar color="brand" radius="xl" aria-hidden>
                {user.apelido.slice(0, 2).toUpperCase()}
              </Avatar>
              <div className={classes.userText}>
                <Text fw={700} size="sm" truncate data-testid="apelido">
                  {user.apelido.toUpperCase()}
                </Text>
                <Text size="xs" c="dimmed">
                  Meu perfil
                </Text>
              </div>
            </Group>
          </UnstyledButton>
          <Divider />
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea} p="xs">
        <nav aria-label="Navegação">
          <SidebarLink to="/" label="Principal" Icon={IconHome} onClick={onNavigate} />
          {user && (
            <SidebarLink to="/v2/geral/modulos" label="Cursos" Icon={IconSchool} onClick={onNavigate} />
          )}
          <SidebarLink to="/promocao" label="Promoções" Icon={IconDiscount2} onClick={onNavigate} />
          <SidebarCourseSection onNavigate={onNavigate} />
          {isStaff(user) && (
            <SidebarLink to="/admin" label="Administração" Icon={IconSettings} onClick={onNavigate} />
          )}
          {user && (
            <NavLink
              component="button"
              type="button"
              label="Sair"
              leftSection={<IconLogout size={20} aria-hidden />}
              onClick={logout}
            />
          )}
        </nav>
      </AppShell.Section>
    </AppShell.Navbar>
  )
}
