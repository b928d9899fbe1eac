import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
// By path: Node loads the config's package imports as they are, and @gabarito/core is TypeScript source.
import { BOOT_SCRIPT } from '../../packages/core/src/boot-script.ts'
import { jsBudget } from './build/js-budget.ts'
import { pwa } from './build/pwa.ts'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)
const COMPRESSIBLE = /\.(js|css|html|svg)$/

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

/** Writes .gz and .br copies beside every text asset; the server sends them precompressed. */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'gabarito:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ])
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
        }),
      )
    },
  }
}

/**
 * Mantine's ScrollArea (in the entry chunk, under the app shell) takes only `useMergeRefs` from @floating-ui/react;
 * this gives it ours (src/lib/merge-refs.ts), so the rest of that library stays with the popovers of the summaries
 * editor instead of joining the entry chunk (decision 0013).
 */
function scrollAreaMergeRefs(): Plugin {
  const shim = path.resolve(import.meta.dirname, 'src/lib/merge-refs.ts')
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/
  return {
    name: 'gabarito:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? shim : null
    },
  }
}

/**
 * index.html's inline script (packages/core/src/boot-script.ts; the server's CSP allows it by its hash), right after
 * the title: before the stylesheet, which an inline script would otherwise wait for, holding the shell's first paint.
 */
function bootScript(): Plugin {
  return {
    name: 'gabarito:boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('</title>', `</title>\n    <script>${BOOT_SCRIPT}</script>`),
    },
  }
}

/**
 * The app's stylesheet (Mantine's and ours, 35 KB gzipped) stops holding the first paint: index.html asks for it as
 * a print stylesheet, which a browser fetches at once without waiting for it to paint, so the static shell (styled by
 * index.html's inline CSS) paints from the HTML alone (decision 0041, second pass). main.tsx turns it into a screen
 * stylesheet and waits for it before React renders, so no screen is ever drawn unstyled. It keeps its place in the
 * head: the cascade (Mantine's defaults first, the theme's variables and the chunks' CSS after) does not change.
 */
function stylesheetOffFirstPaint(): Plugin {
  return {
    name: 'gabarito:stylesheet-off-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<link rel="stylesheet" /g, '<link rel="stylesheet" media="print" data-app-styles '),
    },
  }
}

/** The icons student code imports (staff screens live in features/staff-* and app/staff, in their lazy chunk). */
async function studentIcons(dir = path.resolve(import.meta.dirname, 'src')): Promise<Set<string>> {
  const icons = new Set<string>()
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (
      !entry.isFile() ||
      !/\.tsx?$/.test(entry.name) ||
      /[\\/](features[\\/]staff-|app[\\/]staff[\\/])/.test(file)
    )
      continue
    for (const match of (await readFile(file, 'utf8')).matchAll(/\bIcon[A-Z]\w+/g)) icons.add(match[0])
  }
  return icons
}
const STUDENT_ICONS = await studentIcons()

/** 'icons' for an icon student code imports, else null: an icon only staff screens use goes with them. */
const studentIcon = (moduleId: string) =>
  STUDENT_ICONS.has(path.basename(moduleId, '.mjs')) ? 'icons' : null

/**
 * Libraries every screen runs before it renders, each in a chunk of its own that index.html preloads beside the
 * entry: they download in parallel and stay cached across releases of the app's own code (decision 0041).
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // The icons a student's screen uses: an icon only staff screens import stays in their lazy chunk.
  { name: studentIcon, test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
]

const backend = process.env.GABARITO_API ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [
    react(),
    bootScript(),
    stylesheetOffFirstPaint(),
    precompress(),
    scrollAreaMergeRefs(),
    jsBudget(),
    ...pwa(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers with native light-dark() (2024 on): older targets make the CSS minifier rewrite it into a
    // fallback that needs a fixed color-scheme, while Mantine sets color-scheme per theme, and dark backgrounds broke.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/respostas': backend,
      '/site': backend,
      '/media': backend,
      '/healthz': backend,
    },
  },
})
