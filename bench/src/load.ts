export interface LoadResult {
  requests: number
  errors: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  statuses: Record<number, number>
}

/** Keeps `connections` requests in flight for `durationMs`, recording each latency. */
export async function runLoad(options: {
  connections: number
  durationMs: number
  /** A request without a body is a GET. */
  request: (worker: number, n: number) => { url: string; headers: Record<string, string>; body?: string }
}): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  const deadline = performance.now() + options.durationMs
  const started = performance.now()
  const worker = async (w: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const r = options.request(w, n)
      const t0 = performance.now()
      try {
        const res = await fetch(r.url, {
          method: r.body === undefined ? 'GET' : 'POST',
          headers: r.headers,
          body: r.body,
        })
        await res.arrayBuffer()
        statuses[res.status] = (statuses[res.status] ?? 0) + 1
        if (res.status >= 400) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    statuses,
  }
}
