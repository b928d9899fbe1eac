import { Route, Routes } from 'react-router'
import { CourseFormPage } from './course-form-page'
import { CourseListPage } from './course-list-page'

/** `#/admin/cursos`: the courses, a new one (Admin), one to edit (decision 0018). */
export function CoursesPage() {
  return (
    <Routes>
      <Route index element={<CourseListPage />} />
      <Route path="novo" element={<CourseFormPage />} />
      <Route path=":id" element={<CourseFormPage />} />
    </Routes>
  )
}
