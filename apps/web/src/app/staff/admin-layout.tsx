import { Grid, NavLink, Paper, ScrollArea } from '@mantine/core'
import { IconLayoutDashboard } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import classes from './admin.module.css'
import type { AdminPage } from './admin-page'
import { SelectionBar } from './selection-bar'

interface AdminLayoutProps {
  /** The areas the caller may open (already filtered by role). */
  pages: readonly AdminPage[]
  /** Shows the módulo/disciplina/assunto bar above the page. */
  selection: boolean
  children: ReactNode
}

/**
 * The frame of every staff screen (decision 0017), inside the app's own frame: the areas' menu (a column on a
 * laptop, a scrolling row on a phone), the selection bar and the page.
 */
export function AdminLayout({ pages, selection, children }: AdminLayoutProps) {
  const location = useLocation()
  const active = (path: string) => location.pathname === path || location.pathname.startsWith(`${path}/`)
  return (
    <Grid gap="md" data-testid="admin-area">
      <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
        <Paper withBorder p={4} component="nav" aria-label="Administração">
          <ScrollArea type="never" className={classes.menu}>
            <div className={classes.menuList}>
              <NavLink
                component={Link}
                to="/admin"
                label="Início"
                leftSection={<IconLayoutDashboard size={18} aria-hidden />}
                active={location.pathname === '/admin'}
                className={classes.menuItem}
              />
              {pages.map((page) => (
                <NavLink
                  key={page.path}
                  component={Link}
                  to={`/admin/${page.path}`}
                  label={page.label}
                  leftSection={<page.icon size={18} aria-hidden />}
                  active={active(`/admin/${page.path}`)}
                  className={classes.menuItem}
                />
              ))}
            </div>
          </ScrollArea>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9, xl: 10 }} miw={0}>
        {selection && <SelectionBar />}
        {children}
      </Grid.Col>
    </Grid>
  )
}
