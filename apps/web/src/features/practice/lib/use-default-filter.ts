import { useEffect, useRef } from 'react'

interface Options<F, T> {
  /** The subjects or exams of the course, once loaded. */
  items: T[] | undefined
  filter: F | null
  /** Is `filter` one of this item's? */
  isOf: (item: T, filter: F) => boolean
  filterOf: (item: T) => F
  choose: (filter: F) => void
}

/** Without a (still existing) subject or exam chosen, practice starts with the first one. */
export function useDefaultFilter<F, T>({ items, filter, isOf, filterOf, choose }: Options<F, T>): void {
  const rules = useRef({ isOf, filterOf })
  rules.current = { isOf, filterOf }
  useEffect(() => {
    const first = items?.[0]
    if (first === undefined) return
    const { isOf, filterOf } = rules.current
    if (filter === null || !items?.some((item) => isOf(item, filter))) choose(filterOf(first))
  }, [items, filter, choose])
}
