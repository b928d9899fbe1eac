import { lazy, Suspense } from 'react'
import { useCurrentCourse } from '@/lib/current-course'
import { useStoredUser } from '@/lib/session'

// Only logged-in users with a chosen course see these links: their code stays out of the first load (login).
const SidebarCourseLinks = lazy(async () => ({
  default: (await import('./sidebar-course-links')).SidebarCourseLinks,
}))

interface SidebarCourseSectionProps {
  onNavigate: () => void
}

/** The links of the current course under its name (SPEC section 2). Nothing without a chosen course. */
export function SidebarCourseSection({ onNavigate }: SidebarCourseSectionProps) {
  const user = useStoredUser()
  const course = useCurrentCourse()
  if (!user || !course) return null
  return (
    <Suspense fallback={null}>
      <SidebarCourseLinks course={course} onNavigate={onNavigate} />
    </Suspense>
  )
}
