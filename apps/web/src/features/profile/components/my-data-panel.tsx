import { formatDate } from '@gabarito/core'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconDownload, IconUserX } from '@tabler/icons-react'
import { TitledSection } from '@/components/titled-section'
import { errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { requestDeletion, useDeletionRequest } from '../api/deletion-request'
import { myDataUrl } from '../api/my-data-url'

function askDeletion() {
  modals.openConfirmModal({
    title: 'Excluir minha conta',
    children: (
      <Text size="sm">
        Pedir a exclusão da sua conta? Depois que a equipe atender o pedido, seu nome, e-mail, CPF, senha,
        planos, resumos e o texto dos seus comentários serão apagados e você não poderá mais entrar. Suas
        respostas ficam nas estatísticas e rankings sem o seu nome. Se quiser, baixe seus dados antes.
      </Text>
    ),
    labels: { confirm: 'Sim, pedir a exclusão', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        await requestDeletion()
        notifySuccess('Pedido de exclusão enviado. A equipe vai atendê-lo em breve.')
      } catch (error) {
        notifyError(errorMessage(error))
      }
    },
  })
}

/** "Meus dados" on the profile (LGPD, decision 0026): download them as JSON, or ask for the account's deletion. */
export function MyDataPanel() {
  const request = useDeletionRequest()
  const asked = request.data?.pedido
  return (
    <TitledSection id="meus-dados" title="Meus dados" size="h3">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Text size="sm">
            Baixe uma cópia de todos os seus dados (conta, planos, pagamentos, comentários, resumos e
            respostas) em JSON, ou peça a exclusão da sua conta.
          </Text>
          {asked && (
            <Alert color="orange" variant="light">
              Você pediu a exclusão da conta em {formatDate(asked.criado_em)}. A equipe vai atender o pedido
              em breve.
            </Alert>
          )}
          <Group>
            <Button
              component="a"
              href={myDataUrl()}
              download="meus-dados-gabarito.json"
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Baixar meus dados
            </Button>
            {!asked && (
              <Button
                color="red"
                variant="light"
                onClick={askDeletion}
                leftSection={<IconUserX size={18} aria-hidden />}
              >
                Excluir minha conta
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </TitledSection>
  )
}
