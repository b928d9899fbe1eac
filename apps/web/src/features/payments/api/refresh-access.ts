import { COURSES_CACHE_KEY } from '@/lib/api/get-courses'
import { myPlansQueryOptions } from '@/lib/api/get-my-plans'
import { refreshCourses } from '@/lib/api/query-keys'
import { forgetCached } from '@/lib/device-cache'
import { queryClient } from '@/lib/query-client'

/**
 * After an approved payment: the plan changes the access ends shown elsewhere, the profile's plans and the courses'
 * 'Acesso PRO até' (also kept on the device, so forgotten there first).
 */
export function refreshAccessAfterPayment(courseId: number | undefined): void {
  void queryClient.invalidateQueries({ queryKey: myPlansQueryOptions.queryKey })
  void Promise.all([forgetCached(COURSES_CACHE_KEY), forgetCached(`geral/modulo/${courseId}`)]).then(() =>
    refreshCourses(),
  )
}
