/**
 * A throwaway https server on 127.0.0.1 with a self-signed certificate (made with the openssl CLI),
 * to serve a client ID metadata document: the v2 client only accepts https client_id URLs. The
 * server under test trusts the certificate through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './next-server';

export interface HttpsFixture {
  url: string;
  certPath: string;
  hits: () => number;
  setBody: (path: string, body: unknown) => void;
  close: () => Promise<void>;
}

export async function startHttpsFixture(): Promise<HttpsFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'observatory-tls-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyPath, '-out', certPath, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'pipe' });
  const bodies = new Map<string, string>();
  let hits = 0;
  const server: Server = createServer({ key: readFileSync(keyPath), cert: readFileSync(certPath) }, (req, res) => {
    hits++;
    const body = bodies.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `https://127.0.0.1:${port}`,
    certPath,
    hits: () => hits,
    setBody: (path, body) => bodies.set(path, JSON.stringify(body)),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
