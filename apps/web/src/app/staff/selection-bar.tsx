import { Button, Paper, SimpleGrid } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { SearchSelect } from '@/components/staff/search-select'
import { assuntoSearch, disciplinaSearch, moduloSearch } from '@/lib/api/staff/selection'
import { useManagerSelection } from '@/lib/staff-selection'

/**
 * The staff area's selection (SPEC section 3): módulo, then disciplina, then assunto. Changing or clearing a
 * parent clears its children; each dropdown searches from 3 characters (SPEC section 5), and the Módulo lists a few
 * courses without typing.
 */
export function SelectionBar() {
  const selection = useManagerSelection()
  const { modulo, disciplina, assunto } = selection
  return (
    <Paper withBorder p="sm" mb="md" component="section" aria-label="Seleção de trabalho">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchSelect
          label="Módulo"
          placeholder="Buscar curso"
          value={modulo}
          onChange={selection.selectModulo}
          source={moduloSearch}
          listFew
          data-testid="selecao-modulo"
        />
        <SearchSelect
          label="Disciplina"
          placeholder={modulo ? 'Buscar disciplina' : 'Escolha o módulo'}
          value={disciplina}
          onChange={selection.selectDisciplina}
          disabled={!modulo}
          source={disciplinaSearch(modulo?.id)}
          data-testid="selecao-disciplina"
        />
        <SearchSelect
          label="Assunto"
          placeholder={disciplina ? 'Buscar assunto' : 'Escolha a disciplina'}
          value={assunto}
          onChange={selection.selectAssunto}
          disabled={!disciplina}
          source={assuntoSearch(disciplina?.id)}
          data-testid="selecao-assunto"
        />
      </SimpleGrid>
      {modulo && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          leftSection={<IconX size={14} />}
          onClick={selection.clearSelection}
        >
          Limpar seleção
        </Button>
      )}
    </Paper>
  )
}
