/** One production server shared by the protocol tests; its URL reaches them through `inject('baseUrl')`. */
import type { TestProject } from 'vitest/node';
import { type RunningServer, startNextServer } from './helpers/next-server';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // MCP Inspector's browser origin is allowed, as a deployment that wants Inspector would configure.
  server = await startNextServer({ MCP_ALLOWED_ORIGINS: 'http://localhost:6274' });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
