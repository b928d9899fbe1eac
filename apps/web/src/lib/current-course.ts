import type { Course } from '@gabarito/core/contract'
import { useSyncExternalStore } from 'react'

/** A course as the API sends it (SPEC section 3), and its section flags: the shared contract's types. */
export type { Course, CourseSection } from '@gabarito/core/contract'

/** localStorage key of the chosen course (kept on the device, cleared at logout with everything else). */
export const CURRENT_COURSE_KEY = 'modulo'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedCourse: Course | null = null

function read(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_COURSE_KEY)
  } catch {
    return null
  }
}

export function getCurrentCourse(): Course | null {
  const raw = read()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    try {
      const parsed = raw ? (JSON.parse(raw) as Course) : null
      cachedCourse = parsed && typeof parsed.id === 'number' ? parsed : null
    } catch {
      cachedCourse = null
    }
  }
  return cachedCourse
}

/** Selecting a course replaces the current one; null clears it (Desmarcar). */
export function setCurrentCourse(course: Course | null): void {
  try {
    if (course) window.localStorage.setItem(CURRENT_COURSE_KEY, JSON.stringify(course))
    else window.localStorage.removeItem(CURRENT_COURSE_KEY)
  } catch {
    // Storage unavailable: nothing is kept.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CURRENT_COURSE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useCurrentCourse(): Course | null {
  return useSyncExternalStore(subscribe, getCurrentCourse, () => null)
}
