import { Route, Routes } from 'react-router'
import { PaymentDetailPage } from './payment-detail-page'
import { PaymentsListPage } from './payments-list-page'

/** `#/admin/pagamentos` (Admin): the table, and one payment with its history (decision 0025). */
export function PaymentsPage() {
  return (
    <Routes>
      <Route index element={<PaymentsListPage />} />
      <Route path=":id" element={<PaymentDetailPage />} />
    </Routes>
  )
}
