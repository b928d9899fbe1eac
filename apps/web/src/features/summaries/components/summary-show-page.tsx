import { formatDate } from '@gabarito/core'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconEdit, IconPrinter } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { BackLink } from '@/components/back-link'
import { PageHeading } from '@/components/page-heading'
import { notifyError } from '@/lib/notify'
import { useStoredUser } from '@/lib/session'
import { useSummary } from '../api/get-summary'
import { summaryPdfUrl } from '../api/summary-pdf-url'
import { summaryTexts } from '../texts'
import { SummaryContent } from './summary-content'
import { SUMMARY_PDFS } from './summary-pdfs'

/** /v2/geral/arquivo/show/{id}: the summary, sanitized again as it is shown; the edit button only for its owner. */
export function SummaryShowPage() {
  const { id } = useParams()
  const summaryId = Number(id)
  const user = useStoredUser()
  const summary = useSummary(summaryId)
  const failed = !Number.isInteger(summaryId) || summary.isError

  useEffect(() => {
    if (failed) notifyError(summaryTexts.readFailure, undefined, 'erro-resumo-pessoal')
  }, [failed])

  useEffect(() => {
    if (summary.data) document.title = `${summary.data.nome} · Gabarito`
    return () => {
      document.title = 'Gabarito'
    }
  }, [summary.data])

  const back = <BackLink to="/v2/geral/arquivo" />
  if (failed)
    return (
      <Stack align="flex-start">
        <Text>{summaryTexts.readFailure}</Text>
        {back}
      </Stack>
    )
  const data = summary.data
  if (!data) return <Text c="dimmed">Carregando…</Text>
  const owner = user?.id === data.responsavel_id
  return (
    <Stack gap="lg" component="article">
      <PageHeading
        title={data.nome}
        subtitle={
          <>
            Criador: {data.usuario.nome} · Atualizado em {formatDate(data.updated_at)}
          </>
        }
        subtitleTestId="criador"
      />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <SummaryContent html={data.descricao} />
      </Paper>
      <Group gap="sm" className="no-print">
        {back}
        {owner && (
          <Button
            component={Link}
            to={`/v2/geral/arquivo/edit/${data.id}`}
            leftSection={<IconEdit size={18} aria-hidden />}
          >
            Editar
          </Button>
        )}
        {SUMMARY_PDFS.map(({ kind, label, icon: PdfIcon }) => (
          <Button
            key={kind}
            component="a"
            href={summaryPdfUrl(data.id, kind)}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<PdfIcon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ))}
        <Button
          variant="subtle"
          onClick={() => window.print()}
          leftSection={<IconPrinter size={18} aria-hidden />}
        >
          Imprimir
        </Button>
      </Group>
    </Stack>
  )
}
