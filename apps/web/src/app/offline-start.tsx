import { Button, Paper, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect, useState } from 'react'

/** After the first screen is up: the service worker, and the sync of answers kept without a connection. */
function startAfterFirstRender(onNeedRefresh: (update: () => void) => void): () => void {
  const timer = window.setTimeout(() => {
    void import('@/lib/service-worker').then((worker) => worker.registerWorker(onNeedRefresh))
    void import('@/features/practice/offline/offline-work').then((offline) => offline.startOfflineSync())
  }, 1000)
  return () => window.clearTimeout(timer)
}

/**
 * Issue 33: registers the service worker and starts the offline sync; when a new version is installed, says so
 * ("Nova versão disponível — atualizar") instead of changing the app under the student's feet.
 */
export function OfflineStart() {
  const [update, setUpdate] = useState<(() => void) | null>(null)
  useEffect(() => startAfterFirstRender((activate) => setUpdate(() => activate)), [])
  if (!update) return null
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      role="status"
      data-testid="nova-versao"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1100,
        maxWidth: 420,
        marginInline: 'auto',
      }}
    >
      <Text size="sm" component="span">
        Nova versão disponível —{' '}
      </Text>
      <Button size="compact-sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={update}>
        atualizar
      </Button>
    </Paper>
  )
}
