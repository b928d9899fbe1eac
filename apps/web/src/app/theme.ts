import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'

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

/**
 * Colours that keep text readable (WCAG AA, 4.5:1; decision 0038). Mantine's dimmed grey (#868e96 light, #828282
 * dark) reads at 3-4:1 on white, the light greys and the dark body; links in brand shade 7 at 4.47:1 on the light
 * grey of the footer and the practice screens. Dimmed text and links get a darker shade in the light scheme and a
 * lighter grey in the dark one; buttons keep shade 7 (white on it reads at 4.7:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // 5.4:1 on white, 4.9:1 on gray-1 and on the light tints (brand-0, red-0, blue-0).
    '--mantine-color-dimmed': '#646b72',
    // Brand shade 8: 6.4:1 on white, 6:1 on gray-0.
    '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
  },
  dark: {
    // 6.2:1 on the dark body (dark-7), 5.4:1 on dark-6; still below the text's dark-0.
    '--mantine-color-dimmed': '#a3a3a3',
  },
})
