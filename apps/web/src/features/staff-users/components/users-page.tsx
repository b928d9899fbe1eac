import { Route, Routes } from 'react-router'
import { UserDetailPage } from './user-detail-page'
import { UserListPage } from './user-list-page'

/** `#/admin/usuarios` (Admin): find a user, open their page; the LGPD deletion requests (decision 0026). */
export function UsersPage() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path=":id" element={<UserDetailPage />} />
    </Routes>
  )
}
