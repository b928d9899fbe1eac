import http from 'node:http'

/**
 * A round-robin HTTP proxy over the backends' ports, written for `npm run bench:faults`. Each answer says which
 * backend served it (`x-backend`); a request with `x-avoid-backend` goes to another one (a client's retry after
 * a failure). A backend that cannot be reached, or drops the connection before answering, is a 502.
 */
export function startProxy(port: number, backends: number[]): Promise<http.Server> {
  let turn = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const server = http.createServer((req, res) => {
    const avoid = Number(req.headers['x-avoid-backend'] ?? -1)
    let index = turn++ % backends.length
    if (index === avoid) index = (index + 1) % backends.length
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(index) })
        answer.pipe(res)
        // Killed while sending the body: the client sees a cut answer and retries.
        answer.on('aborted', () => res.destroy())
      },
    )
    upstream.on('error', () => {
      if (res.headersSent) res.destroy()
      else res.writeHead(502, { 'x-backend': String(index) }).end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
