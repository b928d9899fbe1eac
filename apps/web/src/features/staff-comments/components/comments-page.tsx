import { Route, Routes } from 'react-router'
import { CommentDetail } from './comment-detail'
import { CommentList } from './comment-list'
import { DiscussionQueue } from './discussion-queue'

/** `#/admin/comentarios`: the comment table and `{id}`, one comment beside its question (decision 0023); `discussao`, the discussion's moderation queue (issue 31). */
export function CommentsPage() {
  return (
    <Routes>
      <Route index element={<CommentList />} />
      <Route path="discussao" element={<DiscussionQueue />} />
      <Route path=":id" element={<CommentDetail />} />
    </Routes>
  )
}
