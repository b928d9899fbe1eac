import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface TestPki {
  dir: string
  /** PEM files, as the app is configured with them. */
  caCertFile: string
  clientCertFile: string
  clientKeyFile: string
  /** PEM contents for an HTTPS server on 127.0.0.1 that trusts the CA's client certificates. */
  server: { cert: string; key: string; ca: string }
}

/**
 * A throwaway certificate authority with a server certificate for 127.0.0.1 and a client certificate
 * (CN "gabarito"), made with the system's openssl: what a PSP's mutual TLS looks like, for tests.
 */
export function createTestPki(): TestPki {
  const dir = mkdtempSync(path.join(tmpdir(), 'gabarito-pki-'))
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(
    'req',
    '-x509',
    ...newKey,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=PSP de teste',
  )
  const issue = (name: string, commonName: string, extensions: string) => {
    writeFileSync(file(`${name}.ext`), extensions)
    openssl('req', ...newKey, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${commonName}`)
    openssl(
      ...['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial'],
      ...['-days', '2', '-extfile', `${name}.ext`, '-out', `${name}.crt`],
    )
  }
  issue(
    'server',
    '127.0.0.1',
    'basicConstraints=CA:FALSE\nsubjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
  )
  issue('client', 'gabarito', 'basicConstraints=CA:FALSE\nextendedKeyUsage=clientAuth\n')
  const read = (name: string) => readFileSync(file(name), 'utf8')
  return {
    dir,
    caCertFile: file('ca.crt'),
    clientCertFile: file('client.crt'),
    clientKeyFile: file('client.key'),
    server: { cert: read('server.crt'), key: read('server.key'), ca: read('ca.crt') },
  }
}
