/**
 * Module boundaries of Gabarito (docs/decisions/0011-module-boundaries.md), checked by `npm run lint:deps`.
 * Each rule's comment is what the report prints next to the offending import.
 */
const server = '^apps/server/src/'
const web = '^apps/web/src/'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import circle: these files import each other (type-only imports count). Move what both need to a ' +
        'third file that imports neither.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'server-repo-of-another-module',
      severity: 'error',
      comment:
        "A module's *.repo.ts (its queries) is private to modules/<area>/. Call a function of that " +
        "module's service instead.",
      from: { path: `${server}modules/([^/]+)/` },
      to: { path: `${server}modules/[^/]+/[^/]+\\.repo\\.ts$`, pathNot: `${server}modules/$1/` },
    },
    {
      name: 'server-repo-outside-modules',
      severity: 'error',
      comment:
        "A module's *.repo.ts (its queries) is private to modules/<area>/; db/, lib/, test/ and the CLIs " +
        "call that module's service instead.",
      from: { path: server, pathNot: `${server}modules/` },
      to: { path: `${server}modules/[^/]+/[^/]+\\.repo\\.ts$` },
    },
    {
      name: 'aggregates-import-a-module',
      severity: 'error',
      comment:
        'modules/aggregates owns every table derived from answers (decision 0043) and is called by answers, mocks, ' +
        'questions, the seed and the benchmarks: it imports db/, lib/ and modules/seal only (which answers a ' +
        'modo-prova mock holds, decision 0073), so no module it serves is a circle away.',
      from: { path: `${server}modules/aggregates/` },
      to: { path: `${server}modules/`, pathNot: `${server}modules/(aggregates|seal)/` },
    },
    {
      name: 'web-feature-imports-another-feature',
      severity: 'error',
      comment:
        'A feature imports only its own files, components/ and lib/. Move what several features share to ' +
        'components/ (widgets) or lib/ (API calls, state).',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-shared-code-imports-a-feature',
      severity: 'error',
      comment:
        'components/ and lib/ are shared by every feature, so they import no feature; only app/ (routes, ' +
        'layout) puts features together.',
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-staff-code-outside-the-staff-area',
      severity: 'error',
      comment:
        'components/staff/, lib/api/staff/ and lib/staff-selection.ts serve the staff area only (decision 0055): ' +
        'only staff-* features, app/staff/ and each other import them, so they stay in the lazy staff chunk.',
      from: {
        path: web,
        pathNot: `${web}(features/staff-[^/]+/|app/staff/|components/staff/|lib/api/staff/|lib/staff-selection)`,
      },
      to: { path: `${web}(components/staff/|lib/api/staff/|lib/staff-selection)` },
    },
    {
      name: 'web-staff-area-imported-eagerly',
      severity: 'error',
      comment:
        'The staff area (app/staff/, features/staff-*) is one lazy chunk behind RequireStaff (decisions 0017, ' +
        '0055): from outside it only a dynamic import() (app/pages.ts) reaches it, so no student downloads it.',
      from: { path: web, pathNot: `${web}(app/staff/|features/staff-)` },
      to: { path: `${web}(app/staff/|features/staff-)`, dynamic: false },
    },
    {
      name: 'web-runtime-import-of-the-contract',
      severity: 'error',
      comment:
        'The web imports the contract (zod schemas) with `import type` only, so the schemas stay out of its ' +
        'bundles; plain values it needs at run time live in packages/core outside contract/.',
      from: { path: web },
      to: { path: '^packages/core/src/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-imports-an-app',
      severity: 'error',
      comment: 'packages/core holds pure rules both apps use, so it imports nothing from apps/.',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|coverage)/', '^scripts/lint/fixtures/'] },
    // Type-only imports are edges too: a circle of types is still a circle to untangle.
    tsPreCompilationDeps: true,
    // The web app's `@/` alias (apps/web/tsconfig.json has no baseUrl, which this resolver needs).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
