import { Button, Paper, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { countsHint } from '@/features/practice/offline/offline-status'
import { getStoredUser } from '@/lib/stored-user'
import { whenIdle } from '@/lib/when-idle'

/** Answers kept without a connection are sent at start and when it returns; the sync code loads only then. */
function syncKeptAnswers(): void {
  const user = getStoredUser()?.id
  if (user === undefined || !navigator.onLine || countsHint(user).pending === 0) return
  void import('@/features/practice/offline/offline-work').then((offline) => offline.startOfflineSync())
}

/** Once the screen is up and the browser idle: the service worker, and the sync of answers kept offline. */
function startWhenIdle(onNeedRefresh: (update: () => void) => void): () => void {
  let cancelled = false
  void whenIdle().then(() => {
    if (cancelled) return
    void import('@/lib/service-worker').then((worker) => worker.registerWorker(onNeedRefresh))
    syncKeptAnswers()
  })
  window.addEventListener('online', syncKeptAnswers)
  return () => {
    cancelled = true
    window.removeEventListener('online', syncKeptAnswers)
  }
}

/**
 * Issue 33: registers the service worker and starts the offline sync; when a new version is installed, says so
 * ("Nova versão disponível — atualizar") instead of changing the app under the student's feet.
 */
export function OfflineStart() {
  const [update, setUpdate] = useState<(() => void) | null>(null)
  useEffect(() => startWhenIdle((activate) => setUpdate(() => activate)), [])
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
