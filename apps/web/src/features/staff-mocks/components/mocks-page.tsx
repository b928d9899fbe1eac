import { Route, Routes } from 'react-router'
import { MockFormPage } from './mock-form-page'
import { MockPreviewPage } from './mock-preview-page'
import { MocksListPage } from './mocks-list-page'

/** `#/admin/simulados`: the course's mocks, a new one, one to edit, its preview (decision 0022). */
export function MocksPage() {
  return (
    <Routes>
      <Route index element={<MocksListPage />} />
      <Route path="novo" element={<MockFormPage />} />
      <Route path=":id" element={<MockFormPage />} />
      <Route path=":id/previa" element={<MockPreviewPage />} />
    </Routes>
  )
}
