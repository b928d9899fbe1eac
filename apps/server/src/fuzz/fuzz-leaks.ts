/** What an answer must never show: a stack frame, a file of the server, a dependency, a database error. */
const LEAKS = [
  /at .+\(.+:\d+:\d+\)/,
  /node_modules/,
  /\.(ts|js|mjs):\d+/,
  /apps\/server\/|file:\/\/|\/work\/\w/,
  /syntax error at or near|invalid input syntax|out of range for type|violates .+ constraint/i,
  /duplicate key value|relation ".+" does not exist|column ".+" does not exist|Failed query|PostgresError/i,
]

/** Status below 500 and nothing leaked, or the problem. */
export function problemOf(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  where: string,
) {
  if (res.statusCode >= 500) return `5xx: ${where}`
  const leak = /json|text|html/.test(String(res.headers['content-type'] ?? ''))
    ? LEAKS.find((pattern) => pattern.test(res.body))
    : undefined
  return leak ? `vazou ${leak}: ${where}` : null
}
