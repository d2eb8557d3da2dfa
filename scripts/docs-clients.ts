/** `npm run docs:clients`: writes docs/clients.md from the client guides and the interop tier's records. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLIENTS_DOC_PATH, renderClientsDoc } from './clients-doc';

writeFileSync(resolve(process.cwd(), CLIENTS_DOC_PATH), renderClientsDoc());
console.error(`[docs:clients] wrote ${CLIENTS_DOC_PATH}`);
