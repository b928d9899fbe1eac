import { useMyPlans } from '@/lib/api/get-my-plans'

/** Whether the caller may read the course's reports: 'pro' (a plan for it or the unlimited one), 'none', or not known yet. */
export type ReportAccess = 'pro' | 'none' | 'loading'

/**
 * The caller's plans decide before any report is asked (issue 47): a student without a plan gets the plan's panel
 * without two refused (423) requests. If the plans cannot be read, the reports are asked and the server decides.
 */
export function useReportAccess(courseId: number | undefined, now = Date.now()): ReportAccess {
  const plans = useMyPlans()
  if (plans.isError) return 'pro'
  if (!plans.data) return 'loading'
  const holds = plans.data.some(
    (plan) => (plan.curso === null || plan.curso.id === courseId) && Date.parse(plan.pivot.data_fim) > now,
  )
  return holds ? 'pro' : 'none'
}
