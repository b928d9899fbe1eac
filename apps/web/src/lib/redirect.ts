/** Only paths inside the app are accepted as a redirect target (no `//host` or absolute URLs). */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback
  const inside = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  return inside ? value : fallback
}

/** Where a route guard sends a visitor without a stored user. */
export function loginPathFor(wanted: string): string {
  return wanted && wanted !== '/' ? `/login?redirect=${encodeURIComponent(wanted)}` : '/login'
}
