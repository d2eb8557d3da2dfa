/**
 * The baseline on plain node:http. Run as a child process by bench/run.ts so it gets its own
 * event loop, like the app does.
 */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServer } from 'node:http';
import { echoHandler } from './echo-handler';

const server = createServer(toNodeHandler(echoHandler));
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
