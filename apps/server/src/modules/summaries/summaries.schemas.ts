import { messages, SUMMARY_MAX_DEPTH } from '@gabarito/core'
import {
  dataTablePageJson,
  SUMMARY_CONTENT_MAX_BYTES,
  SUMMARY_TOO_DEEP,
  summaryBodies,
  summaryContent,
  summaryImageJson,
  summaryJson,
  summaryPageJson,
  summaryShareRowJson,
} from '@gabarito/core/contract'
import { z } from 'zod'
import { refine } from 'zod/mini'
import { idParam } from '../../lib/params.ts'
import { nestsDeeperThan } from './summaries.html-depth.ts'

// The answers' shapes are the contract the web reads too.
export { summaryImageJson, summaryJson, summaryPageJson }

export const summarySharePage = dataTablePageJson(summaryShareRowJson)

export const SUMMARY_NOT_FOUND = 'Resumo não encontrado.'
/** The content's limit, in bytes of UTF-8: the contract's (decision 0052). */
export const CONTENT_MAX_BYTES = SUMMARY_CONTENT_MAX_BYTES

export const summaryParams = z.object({ id: idParam('Resumo inválido.') })
export const shareParams = summaryParams.extend({ userId: idParam('Usuário inválido.') })

/** `?token=`: the PDF links carry the session token (auth reads it; the log drops query values). */
export const pdfQuery = z.object({ token: z.string().optional() })

export const listQuery = z.object({ modulo_id: idParam(messages.invalidCourse) })

// Before anything parses it in full: deep nesting ends a recursive walk's stack and costs the parsers the square of
// its depth (issue 25). Measured with htmlparser2, which only the server loads; after core's size check, which aborts.
const content = summaryContent.check(
  refine((v) => !nestsDeeperThan(v, SUMMARY_MAX_DEPTH), { message: SUMMARY_TOO_DEEP, abort: true }),
)

// The bodies are the contract the web sends (decision 0052), with the server's depth check in their content.
export const { createSummaryBody, updateSummaryBody, appendBody } = summaryBodies(content)
export { shareBody } from '@gabarito/core/contract'

export const okJson = z.object({ message: z.string() })
