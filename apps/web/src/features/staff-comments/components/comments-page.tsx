import { Route, Routes } from 'react-router'
import { CommentDetail } from './comment-detail'
import { CommentList } from './comment-list'

/** `#/admin/comentarios`: the comment table and `{id}`, one comment beside its question (decision 0023). */
export function CommentsPage() {
  return (
    <Routes>
      <Route index element={<CommentList />} />
      <Route path=":id" element={<CommentDetail />} />
    </Routes>
  )
}
