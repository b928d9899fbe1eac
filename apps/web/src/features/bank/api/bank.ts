import { API } from '@gabarito/core'
import type { BankCount, BankOptions, Question } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'
import { type BankFilter, bankFilterParams } from '../lib/bank-filter'

export type { BankOptions } from '@gabarito/core/contract'

/** The next batch (up to 10) of the questions the filter matches (PRO: 423 without a plan). */
export function getBankQuestions(courseId: number, filter: BankFilter): Promise<Question[]> {
  const query = bankFilterParams(filter).toString()
  return api.get<Question[]>(
    query ? `${API.bank.questions({ id: courseId })}?${query}` : API.bank.questions({ id: courseId }),
    { auth: true },
  )
}

function bankKey(courseId: number) {
  return [...courseKey(courseId), 'bank'] as const
}

/** The bancas, órgãos and years the course's questions have: what the filter panel offers. */
export function useBankOptions(courseId: number) {
  return useQuery({
    queryKey: [...bankKey(courseId), 'options'],
    queryFn: () => api.get<BankOptions>(API.bank.options({ id: courseId }), { auth: true, background: true }),
    staleTime: 5 * 60_000,
  })
}

/** The value once it has stayed the same for `delay` ms (the count is asked when the student stops choosing). */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}

/** How many questions the filter matches now (PRO: 423 without a plan), asked 400 ms after the last change. */
export function useBankCount(courseId: number, filter: BankFilter) {
  const query = useDebounced(bankFilterParams(filter).toString(), 400)
  return useQuery({
    queryKey: [...bankKey(courseId), 'count', query],
    queryFn: ({ signal }) =>
      api.get<BankCount>(`${API.bank.count({ id: courseId })}${query ? `?${query}` : ''}`, {
        auth: true,
        background: true,
        signal,
      }),
    retry: false,
    staleTime: 30_000,
  })
}
