import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { type CourseSection, useCurrentCourse } from '@/lib/current-course'

interface RequireCourseProps {
  /** The course flag the page needs; a course with it off sends the visitor to `/`. */
  section?: CourseSection
  children: ReactNode
}

/** Pages of a course: without a chosen course go to /v2/geral/ambiente (a prompt to pick one). */
export function RequireCourse({ section, children }: RequireCourseProps) {
  const course = useCurrentCourse()
  if (!course) return <Navigate to="/v2/geral/ambiente" replace />
  if (section && !course[section]) return <Navigate to="/" replace />
  return <>{children}</>
}
