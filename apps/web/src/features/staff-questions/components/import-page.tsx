import { formatCount } from '@gabarito/core'
import type { ImportProblemJson, ImportResultJson } from '@gabarito/core/contract'
import { Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core'
import { IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { ScrollTable } from '@/components/scroll-table'
import { AdminPageTitle } from '@/components/staff/admin-page-title'
import { ImportRefused, importQuestions } from '@/features/staff-questions/api/questions'
import { errorMessage } from '@/lib/api-client'
import { useManagerSelection } from '@/lib/staff-selection'
import { ChooseCourse } from './choose-course'

type Outcome =
  | { kind: 'done'; result: ImportResultJson }
  | { kind: 'refused'; message: string; problems: ImportProblemJson[] }
  | { kind: 'failed'; message: string }

/**
 * `#/admin/importar-questoes`: sends the JSON of the import format (or a ZIP with it and its images) into the
 * selected course; the same importer as `npm run import:questions`, all or nothing, and the page lists every bad
 * question when the file is refused.
 */
export function ImportQuestionsPage() {
  const { moduloId, modulo } = useManagerSelection()
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function send() {
    if (!file || moduloId === null) return
    setSending(true)
    setOutcome(null)
    try {
      const result = await importQuestions(moduloId, file)
      setOutcome({ kind: 'done', result })
    } catch (error) {
      setOutcome(
        error instanceof ImportRefused
          ? { kind: 'refused', message: error.message, problems: error.problems }
          : { kind: 'failed', message: errorMessage(error, 'Não foi possível importar o arquivo.') },
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <AdminPageTitle>Importar questões</AdminPageTitle>
      {moduloId === null ? (
        <ChooseCourse />
      ) : (
        <Stack gap="md" maw={900}>
          <Text size="sm">
            Envie o arquivo <b>.json</b> do formato de importação (o mesmo de{' '}
            <code>npm run import:questions</code>, descrito em docs/import-format.md) ou um <b>.zip</b> com
            ele e as imagens nos caminhos que ele indica. As questões entram no curso <b>{modulo?.nome}</b>.
            Uma questão com a mesma ref é atualizada. Se alguma questão tiver problema, nada é gravado e a
            lista aparece abaixo. Até 50 MB.
          </Text>
          <Group align="flex-end">
            <FileInput
              label="Arquivo"
              placeholder="questoes.json ou questoes.zip"
              accept=".json,.zip,application/json,application/zip"
              value={file}
              onChange={setFile}
              clearable
              w={360}
              data-testid="arquivo-importacao"
            />
            <Button
              leftSection={<IconFileUpload size={16} />}
              onClick={send}
              loading={sending}
              disabled={!file}
            >
              Importar
            </Button>
          </Group>
          {outcome?.kind === 'done' && (
            <Alert color="green" title="Importação concluída" data-testid="importacao-ok">
              {formatCount(outcome.result.novas, 'questão nova', 'questões novas')},{' '}
              {formatCount(outcome.result.atualizadas, 'atualizada', 'atualizadas')}.
            </Alert>
          )}
          {outcome?.kind === 'failed' && <Alert color="red">{outcome.message}</Alert>}
          {outcome?.kind === 'refused' && (
            <ProblemList message={outcome.message} problems={outcome.problems} />
          )}
        </Stack>
      )}
    </>
  )
}

function ProblemList({ message, problems }: { message: string; problems: ImportProblemJson[] }) {
  return (
    <Alert color="red" title={message} data-testid="importacao-problemas">
      <Text size="sm" mb="xs">
        As questões são numeradas a partir de 0, na ordem em que aparecem em "questoes".
      </Text>
      <ScrollTable
        minWidth={500}
        striped
        withTableBorder
        fz="sm"
        head={
          <>
            <Table.Th>Questão</Table.Th>
            <Table.Th>Ref</Table.Th>
            <Table.Th>Problema</Table.Th>
          </>
        }
      >
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent.
          <Table.Tr key={i}>
            <Table.Td>{p.indice ?? 'arquivo'}</Table.Td>
            <Table.Td>{p.ref ?? '—'}</Table.Td>
            <Table.Td>{p.mensagem}</Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Alert>
  )
}
