/**
 * Hosts that render MCP Apps (`io.modelcontextprotocol/ui`), for /connect's note on this server's app: by
 * each host's own documentation, since no test here runs them; and this site's playground, which the
 * browser tier does drive as a host (e2e/apps-host.spec.ts).
 */
export interface AppsHost {
  name: string;
  /** Where this claim comes from. */
  source: 'host documentation' | 'tested here';
}

export const APPS_HOSTS: readonly AppsHost[] = [
  { name: 'Claude (web and Desktop)', source: 'host documentation' },
  { name: 'ChatGPT', source: 'host documentation' },
  { name: 'VS Code (GitHub Copilot)', source: 'host documentation' },
  { name: 'Cursor', source: 'host documentation' },
  { name: 'Goose', source: 'host documentation' },
  { name: 'This site’s playground', source: 'tested here' },
];
