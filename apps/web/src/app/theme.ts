import { createTheme, type MantineColorsTuple } from '@mantine/core'

/** Brand green: shade 6 is the brand colour #00a65a; shade 7 carries white text with AA contrast. */
const brand: MantineColorsTuple = [
  '#e6f8ef',
  '#cdeedd',
  '#9cdcbb',
  '#67ca97',
  '#3dbb79',
  '#20b166',
  '#00a65a',
  '#00854a',
  '#006e3d',
  '#005630',
]

export const BRAND_COLOR = '#00a65a'

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
})
