// The containers deferred-overlays.tsx loads after the first screen: a module of its own, so the bundler can put
// Notifications in the lazy chunk while the notifications store (lib/notify.ts) stays in the entry.
export { ModalsProvider } from '@mantine/modals'
export { Notifications } from '@mantine/notifications'
