import { queryClient } from '@/lib/query-client'

/** The react-query key of a staff table (`StaffTable`, by its list's path). */
export const staffTableKey = (path: string) => ['admin', 'tabela', path] as const

/** Reloads the staff tables of these routes, after a change to their rows. */
export async function invalidateStaffTables(...paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: staffTableKey(path) })))
}
