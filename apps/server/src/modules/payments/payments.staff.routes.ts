import { PAYMENT_STATUS, STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  adminPaymentActionJson,
  adminPaymentDetailJson,
  adminPaymentPageJson,
  closeBody,
  exportQuery,
  paymentFilters,
  staffPaymentParams,
} from './payments.staff.schemas.ts'
import {
  closePayment,
  confirmByStaff,
  exportMonth,
  paymentDetail,
  paymentsTable,
} from './payments.staff.service.ts'

/** Mounted by the back office under /api/v1/admin: the payments back office, Admin only (decision 0025). */
export const paymentStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    STAFF_API.payments.list.pattern,
    staffRoute('payments.read', {
      summary:
        'Pagamentos: busca por aluno, CPF, e-mail ou txid; filtros curso, situação, datas e valor (DataTables; Admin)',
      querystring: dataTableBody.and(paymentFilters),
      response: { 200: adminPaymentPageJson },
    }),
    async (request) => paymentsTable(deps, callerOf(request), request.query, request.query),
  )

  app.get(
    STAFF_API.payments.export.pattern,
    staffRoute('payments.read', {
      summary:
        'CSV dos pagamentos confirmados no mês para a contabilidade (UTF-8 com BOM, ";", vírgula decimal; Admin)',
      querystring: exportQuery,
      produces: ['text/csv'],
      response: { 200: z.string() },
    }),
    async (request, reply) => {
      const csv = await exportMonth(deps, callerOf(request), request.query.mes)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pagamentos-${request.query.mes}.csv"`)
        .send(csv)
    },
  )

  app.get(
    STAFF_API.payments.one.pattern,
    staffRoute('payments.read', {
      summary: 'Um pagamento: período somado ao plano, fim atual do plano e histórico (Admin)',
      params: staffPaymentParams,
      response: { 200: adminPaymentDetailJson },
    }),
    async (request) => paymentDetail(deps, callerOf(request), request.params.id),
  )

  app.post(
    STAFF_API.payments.confirm.pattern,
    staffRoute('payments.settle', {
      summary: 'Confirmar um recebimento feito fora do PSP (o mesmo caminho de payments:confirm; Admin)',
      params: staffPaymentParams,
      response: { 200: adminPaymentActionJson },
    }),
    async (request) => confirmByStaff(deps, callerOf(request), request.params.id),
  )

  for (const [path, status, what] of [
    [STAFF_API.payments.refund.pattern, PAYMENT_STATUS.refunded, 'Estornar'],
    [STAFF_API.payments.cancel.pattern, PAYMENT_STATUS.cancelled, 'Cancelar'],
  ] as const) {
    app.post(
      path,
      staffRoute('payments.settle', {
        summary: `${what} um pagamento confirmado: o plano volta exatamente o período que ele somou (Admin)`,
        params: staffPaymentParams,
        body: closeBody,
        response: { 200: adminPaymentActionJson },
      }),
      async (request) =>
        closePayment(deps, callerOf(request), request.params.id, status, request.body.motivo),
    )
  }
}
