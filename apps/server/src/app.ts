import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { APP_VERSION, BOOT_SCRIPT } from '@gabarito/core'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { Deps } from './deps.ts'
import { localCacheEvents, redisCacheEvents } from './lib/cache-events.ts'
import { type Clock, systemClock } from './lib/clock.ts'
import { errorHandler, notFoundHandler } from './lib/error-handler.ts'
import { guardInput } from './lib/input-guard.ts'
import { loggerOptions } from './lib/logger.ts'
import { type Mailer, outboxMailer, smtpMailer } from './lib/mail.ts'
import { MEDIA_PREFIX, mediaDir } from './lib/media.ts'
import type { PeriodicJob } from './lib/periodic-job.ts'
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './lib/rate-limit.ts'
import { tokenService } from './lib/tokens.ts'
import './lib/zod-locale.ts'
import { abilityRoutes } from './modules/ability/ability.routes.ts'
import { accountRoutes } from './modules/accounts/accounts.routes.ts'
import { adminRoutes } from './modules/admin/admin.routes.ts'
import { createAggregateFold, type FoldTiming } from './modules/aggregates/aggregates.fold.ts'
import { answerRoutes } from './modules/answers/answers.routes.ts'
import { authPlugin } from './modules/auth/auth.plugin.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { commentRoutes } from './modules/comments/comments.routes.ts'
import { courseRoutes } from './modules/courses/courses.routes.ts'
import { discussionRoutes } from './modules/discussion/discussion.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { startItemStatsJob } from './modules/item-stats/item-stats.job.ts'
import { materialRoutes } from './modules/material/material.routes.ts'
import { mockAnswerRoutes } from './modules/mocks/mock-answers.routes.ts'
import { startMockReleaseJob } from './modules/mocks/mock-release.ts'
import { mockRoutes } from './modules/mocks/mocks.routes.ts'
import { notebookRoutes } from './modules/notebooks/notebooks.routes.ts'
import { paymentRoutes } from './modules/payments/payments.routes.ts'
import { type PixProvider, pixProviderFor } from './modules/payments/pix-provider.ts'
import { personalDataRoutes } from './modules/personal-data/personal-data.routes.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { questionRoutes } from './modules/questions/questions.routes.ts'
import { reportRoutes } from './modules/reports/reports.routes.ts'
import { reviewAnswerRoutes, reviewRoutes } from './modules/review/review.routes.ts'
import { siteRoutes } from './modules/site/site.routes.ts'
import { statsRoutes } from './modules/stats/stats.routes.ts'
import { summaryRoutes } from './modules/summaries/summaries.routes.ts'

export interface AppOptions {
  config: Config
  db: Database
  /** The replica for lag-tolerant reads (Deps.replica); `db` when omitted. */
  replica?: Database
  /** Replacements for tests; by default built from the config. */
  mailer?: Mailer
  limiter?: RateLimiter
  clock?: Clock
  pix?: PixProvider
  logger?: FastifyServerOptions['logger']
  /** When a background fold runs (tests slow it down to fold by hand); DEFAULT_FOLD_TIMING when omitted. */
  foldTiming?: FoldTiming
  /** Start the periodic jobs (the item statistics): the server does, tests and tools do not. */
  jobs?: boolean
}

export type App = FastifyInstance

/** The services' dependencies, built from the config unless a test replaces one; the CLIs build them too. */
export function createDeps(options: Omit<AppOptions, 'logger'>, log: FastifyBaseLogger): Deps {
  const { config, db } = options
  return {
    config,
    db,
    replica: options.replica ?? db,
    fold: createAggregateFold(db, config.AGGREGATE_FOLD, log, options.foldTiming),
    mailer:
      options.mailer ??
      (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db, log)),
    limiter: options.limiter ?? (config.REDIS_URL ? redisRateLimiter(config.REDIS_URL) : memoryRateLimiter()),
    cacheEvents: config.REDIS_URL ? redisCacheEvents(config.REDIS_URL, log) : localCacheEvents(),
    tokens: tokenService(config.JWT_SECRET, config.TOKEN_TTL),
    clock: options.clock ?? systemClock,
    pix: options.pix ?? pixProviderFor(config),
    log,
  }
}

/** Builds the whole HTTP application; the server and the tests both call this. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler(notFoundHandler)
  // DataTables' jQuery plugin posts forms; our own client posts JSON. Both reach the same schemas.
  // A null-prototype object: a field named `__proto__` stays an ordinary key (guardInput refuses it).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null)
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value
      done(null, fields)
    },
  )
  app.addHook('preValidation', guardInput)

  const deps = createDeps(options, app.log)
  app.addHook('onReady', () => deps.cacheEvents.ready())
  // Answers queued by an instance that stopped before folding them are folded by the others' polls.
  app.addHook('onReady', async () => deps.fold.start())
  let itemStatsJob: PeriodicJob | undefined
  if (options.jobs && config.ITEM_STATS_HOURS > 0)
    app.addHook('onReady', async () => {
      itemStatsJob = startItemStatsJob(deps)
    })
  let mockReleaseJob: PeriodicJob | undefined
  if (options.jobs)
    app.addHook('onReady', async () => {
      mockReleaseJob = startMockReleaseJob(deps)
    })
  app.addHook('onClose', async () => {
    await itemStatsJob?.stop()
    await mockReleaseJob?.stop()
    await deps.fold.stop()
    await deps.limiter.close()
    await deps.mailer.close()
    await deps.cacheEvents.close()
  })

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's one inline script, which draws its static shell in the stored theme (decision 0041).
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`],
        // Mantine sets inline style attributes and injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the public address is https: on plain http it would only confuse a local install.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  await app.register(compress, { threshold: 1024 })

  await app.register(swagger, {
    openapi: {
      info: { title: 'Gabarito API', version: APP_VERSION, description: 'API da plataforma Gabarito' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own CSP (script hashes, no inline scripts), framed by nobody like every other page.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  })

  await app.register(authPlugin, { deps })
  await app.register(healthRoutes, { deps })
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps })
      await api.register(accountRoutes, { deps })
      await api.register(profileRoutes, { deps })
      await api.register(personalDataRoutes, { deps })
      await api.register(commentRoutes, { deps })
      await api.register(discussionRoutes, { deps })
      await api.register(courseRoutes, { deps })
      await api.register(materialRoutes, { deps })
      await api.register(statsRoutes, { deps })
      await api.register(questionRoutes, { deps })
      await api.register(reviewRoutes, { deps })
      await api.register(notebookRoutes, { deps })
      await api.register(paymentRoutes, { deps })
      await api.register(mockRoutes, { deps })
      await api.register(reportRoutes, { deps })
      await api.register(abilityRoutes, { deps })
      await api.register(summaryRoutes, { prefix: '/geral/arquivo_usuario', deps })
      await api.register(adminRoutes, { prefix: '/admin', deps })
    },
    { prefix: '/api/v1' },
  )
  await app.register(answerRoutes, { prefix: '/respostas/api/v1', deps })
  await app.register(mockAnswerRoutes, { prefix: '/respostas/api/v1', deps })
  await app.register(reviewAnswerRoutes, { prefix: '/respostas/api/v1', deps })
  await app.register(siteRoutes, { prefix: '/site/api', deps })

  await registerMedia(app, mediaDir(config.DATA_DIR))
  await registerWebApp(app, config.WEB_DIST)
  return app
}

/**
 * The headers helmet sets with `options`, computed once: they depend on the options alone, and
 * @fastify/helmet built helmet's middleware again (CSP parsing included) on every request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** Stored images, named by content hash: cached for a year, and never run as documents. */
async function registerMedia(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true })
  await app.register(fastifyStatic, {
    root: dir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable')
      res.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
      )
    },
  })
}

/** Serves the built SPA: hashed assets cached for a year, index.html always revalidated. */
async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: run `npm run build`')
    return
  }
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
}
