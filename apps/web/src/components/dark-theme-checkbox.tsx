import { Checkbox, type CheckboxProps, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'

/**
 * "Tema escuro": switches the colour scheme kept on the device as `tema` (the browser theme colour follows it,
 * see app/providers.tsx).
 * Used on the reading and practice screens (SPEC §1).
 */
export function DarkThemeCheckbox(props: Omit<CheckboxProps, 'checked' | 'onChange' | 'label'>) {
  const { setColorScheme } = useMantineColorScheme()
  const scheme = useComputedColorScheme('light')
  const dark = scheme === 'dark'

  return (
    <Checkbox
      label="Tema escuro"
      checked={dark}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      {...props}
    />
  )
}
