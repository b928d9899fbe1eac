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
  active,
  onClick,
}: {
  to: string
  label: string
  Icon: Icon
  active: boolean
  onClick: () => void
}) {
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
  const location = useLocation()
  const navigate = useNavigate()
  const isActive = (path: string) =>
    path === '/' ? location.pathname === '/' : location.pathname.startsWith(path)

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
          <SidebarLink to="/" label="Principal" Icon={IconHome} active={isActive('/')} onClick={onNavigate} />
          {user && (
            <SidebarLink
              to="/v2/geral/modulos"
              label="Cursos"
              Icon={IconSchool}
              active={isActive('/v2/geral/modulos')}
              onClick={onNavigate}
            />
          )}
          <SidebarLink
            to="/promocao"
            label="Promoções"
            Icon={IconDiscount2}
            active={isActive('/promocao')}
            onClick={onNavigate}
          />
          <SidebarCourseSection onNavigate={onNavigate} />
          {isStaff(user) && (
            <SidebarLink
              to="/admin"
              label="Administração"
              Icon={IconSettings}
              active={isActive('/admin')}
              onClick={onNavigate}
            />
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
