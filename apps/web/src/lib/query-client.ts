import { QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Errors are shown to the user at once; the overlay should not flash on focus changes.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
    mutations: { retry: false },
  },
})

/** Cached answers belong to the user who asked: drop them when the user changes or leaves. */
export function useCacheOfUser(userId: number | null): void {
  const previous = useRef(userId)
  useEffect(() => {
    if (previous.current !== userId) queryClient.clear()
    previous.current = userId
  }, [userId])
}
