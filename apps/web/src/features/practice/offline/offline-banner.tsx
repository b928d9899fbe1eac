import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react'
import { Notice } from '@/components/light/notice'
import { useOfflineStatus } from './offline-status'
import { offlineBannerText } from './offline-texts'

/** "Sem conexão · 7 respostas para enviar" while offline; "Enviando…" while kept answers are being sent. */
export function OfflineBanner() {
  const { online, pending } = useOfflineStatus()
  if (online && pending === 0) return null
  return (
    <Notice
      color="yellow"
      icon={online ? <IconCloudUpload size={20} aria-hidden /> : <IconWifiOff size={20} aria-hidden />}
      role="status"
      data-testid="sem-conexao"
    >
      {offlineBannerText(online, pending)}
    </Notice>
  )
}
