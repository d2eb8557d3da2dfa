/**
 * A throwaway https server on 127.0.0.1 with a self-signed certificate made in process (selfsigned,
 * on Node's WebCrypto), to serve a client ID metadata document: the v2 client only accepts https
 * client_id URLs. The server under test trusts the certificate through NODE_EXTRA_CA_CERTS, so it is
 * also written to a file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { freePort } from './next-server';

export interface HttpsFixture {
  url: string;
  certPath: string;
  hits: () => number;
  setBody: (path: string, body: unknown) => void;
  close: () => Promise<void>;
}

export async function startHttpsFixture(): Promise<HttpsFixture> {
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: tomorrow,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const certPath = join(mkdtempSync(join(tmpdir(), 'observatory-tls-')), 'cert.pem');
  writeFileSync(certPath, pems.cert);
  const bodies = new Map<string, string>();
  let hits = 0;
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
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
