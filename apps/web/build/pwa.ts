import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// By path, as vite.config.ts imports core: the cache offline practice fills with the questions' images.
import { IMAGE_CACHE } from '../src/lib/image-cache.ts'

/** Modules only the staff area (#/admin) runs: a chunk made of them alone is left out of the students' precache. */
export const STAFF_MODULE =
  /[\\/]src[\\/](features[\\/]staff-[^\\/]+|app[\\/]staff|components[\\/]staff|lib[\\/]api[\\/]staff)[\\/]/

/** The app's install name and colours (index.html's theme-color, the favicon's green). */
const manifest = {
  name: 'Gabarito — questões e simulados para concursos',
  short_name: 'Gabarito',
  description:
    'Questões, simulados semanais e material de estudo para concursos públicos e militares, também sem conexão.',
  lang: 'pt-BR',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: '#00a65a',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

/**
 * The web app manifest and the service worker (issue 33, decision 0060): Workbox precaches the app shell and every
 * route chunk but the staff area's, serves index.html to every navigation (the router works on the hash), keeps the
 * images of /media/ as they are asked for, and waits for the student's "atualizar" before a new version takes over.
 */
export function pwa(): Plugin[] {
  const staffChunks = new Set<string>()
  // The chunks students can load: reachable from the entry (static and dynamic imports) without passing through a
  // chunk that holds staff code. The rest (the staff screens and what only they import) is left out of the precache.
  const staffOnly: Plugin = {
    name: 'gabarito:staff-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const students = new Set<string>()
      const visit = (name: string) => {
        const chunk = byName.get(name)
        if (!chunk || students.has(name) || chunk.moduleIds.some((id) => STAFF_MODULE.test(id))) return
        students.add(name)
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next)
      }
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
      staffChunks.clear()
      for (const output of Object.values(bundle)) {
        const css = output.type === 'asset' && output.fileName.endsWith('.css')
        if (output.type === 'chunk' ? !students.has(output.fileName) : css) staffChunks.add(output.fileName)
      }
      // A stylesheet is a student's when a student chunk imports it.
      for (const name of students) {
        for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) staffChunks.delete(css)
      }
    },
  }
  return [
    staffOnly,
    ...VitePWA({
      registerType: 'prompt',
      // The app registers the worker itself once the screen is up (src/lib/service-worker.ts).
      injectRegister: false,
      // Written before the precompressed copies, so sw.js has them too.
      integration: { closeBundleOrder: 'pre' },
      manifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !staffChunks.has(entry.url.replace(/^\//, ''))),
            warnings: [],
          }),
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|respostas|site|media|healthz)(\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: IMAGE_CACHE,
              expiration: { maxEntries: 600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ]
}
