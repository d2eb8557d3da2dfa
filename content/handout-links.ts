/**
 * What a workshop handout links to: every tour chapter by its stable anchor, then the pages people
 * use hands-on. Paths only; the page prefixes the deployment's configured origin (never the Host).
 */
import type { ChapterMeta } from './tour/read-chapters';

export interface HandoutLink {
  path: string;
  title: string;
  note: string;
}

export function handoutLinks(chapters: readonly Pick<ChapterMeta, 'anchor' | 'title' | 'idea'>[]): { chapters: HandoutLink[]; pages: HandoutLink[] } {
  return {
    chapters: chapters.map((c, i) => ({ path: `/#${c.anchor}`, title: `${i + 1}. ${c.title}`, note: c.idea })),
    pages: [
      { path: '/auth', title: 'Sign-in walkthrough', note: 'From a 401 to a 200 against the OAuth door, one step per click.' },
      { path: '/playground', title: 'Playground', note: 'A real MCP client in your browser: every frame on the wire.' },
      { path: '/jwt', title: 'JWT lab', note: 'Take a token apart; try broken ones on the door.' },
      { path: '/connect', title: 'Connect a client', note: 'Configs for Claude Desktop, Cursor, VS Code, Inspector and curl.' },
    ],
  };
}
