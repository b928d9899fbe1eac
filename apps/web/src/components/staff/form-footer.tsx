import { Button, Group } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { Link } from 'react-router'

interface FormFooterProps {
  /** Where "Voltar" goes: the area's list. */
  back: string
  /** Shows the save button, spinning while `saving`; without it only "Voltar" (a read-only view). */
  saving?: boolean
}

/** The end of a staff form: "Voltar" to the list and "Salvar". */
export function FormFooter({ back, saving }: FormFooterProps) {
  return (
    <Group justify="flex-end">
      <Button component={Link} to={back} variant="default">
        Voltar
      </Button>
      {saving !== undefined && (
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          Salvar
        </Button>
      )}
    </Group>
  )
}
