import { Button, Group, Text, Textarea } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import classes from './payments.module.css'

type CopyState = 'idle' | 'copied' | 'failed'

/** Selects the field's text and asks the browser to copy it: for pages without the Clipboard API (plain http). */
function copyBySelection(field: HTMLTextAreaElement | null): boolean {
  if (!field) return false
  field.focus()
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}

/** The PIX copia-e-cola in a read-only field, with a button that copies it. */
export function CopyCode({ code }: { code: string }) {
  const field = useRef<HTMLTextAreaElement>(null)
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 4000)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setState('copied')
    } catch {
      setState(copyBySelection(field.current) ? 'copied' : 'failed')
    }
  }

  return (
    <div>
      <Textarea
        ref={field}
        label="PIX copia e cola"
        description="Cole este código na opção PIX copia e cola do app do seu banco."
        value={code}
        readOnly
        autosize
        minRows={3}
        maxRows={6}
        className={classes.code}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="pix-copia-e-cola"
      />
      <Group gap="sm" mt="xs" wrap="nowrap">
        <Button
          onClick={copy}
          variant={state === 'copied' ? 'light' : 'filled'}
          leftSection={
            state === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
          }
        >
          Copiar código
        </Button>
        <Text role="status" size="sm" fw={600} c={state === 'failed' ? 'red.8' : 'brand.8'}>
          {state === 'copied' && 'Copiado!'}
          {state === 'failed' && 'Não foi possível copiar: selecione o código e copie.'}
        </Text>
      </Group>
    </div>
  )
}
