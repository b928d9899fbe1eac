import { useMergedRef } from '@mantine/hooks'
import type { Ref } from 'react'

/**
 * `useMergeRefs` for Mantine's ScrollArea, which imports it (and only it) from @floating-ui/react. The build points
 * that one import here (vite.config.ts): otherwise the whole positioning library that the summaries editor's
 * popovers use is bundled into the entry chunk, over the login screen's 200 KB (decision 0013).
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs)
}
