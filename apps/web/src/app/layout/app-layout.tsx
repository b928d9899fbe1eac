import { AppShell } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { PageLoader } from '@/components/page-loader'
import { useChrome } from './chrome'
import { Footer } from './footer'
import { Header } from './header'
import classes from './layout.module.css'
import { Sidebar } from './sidebar'

const HEADER_HEIGHT = 56

function Page() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  )
}

/**
 * The page and then the footer, which comes with the page: shown under the loader while a screen's code loads, it
 * would be pushed down the screen when the page arrives (decision 0041).
 */
function PageWithFooter() {
  return (
    <Suspense fallback={<PageLoader />}>
      <div className={classes.content}>
        <Outlet />
      </div>
      <Footer />
    </Suspense>
  )
}

/** The frame around every screen: top bar, sidebar and footer, or less as each route asks. */
export function AppLayout() {
  const chrome = useChrome()
  const [opened, { toggle, close }] = useDisclosure(false)
  const location = useLocation()

  // Following a link closes the mobile menu.
  useEffect(() => {
    if (location.pathname) close()
  }, [location.pathname, close])

  if (chrome === 'none') {
    return (
      <main className={classes.bare}>
        <Page />
        <ScrollRestoration />
      </main>
    )
  }

  if (chrome === 'header') {
    return (
      <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
        <Header />
        <AppShell.Main className={classes.headerOnlyMain}>
          <Page />
        </AppShell.Main>
        <ScrollRestoration />
      </AppShell>
    )
  }

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <Header navbar={{ opened, toggle }} />
      <Sidebar opened={opened} onNavigate={close} />
      <AppShell.Main className={classes.main}>
        <PageWithFooter />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  )
}
