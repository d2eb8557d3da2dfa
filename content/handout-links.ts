/**
 * What a workshop handout links to, as data: every tour chapter by its stable anchor, the pages people
 * use hands-on, and the links printed handouts have already promised. Paths only; the page prefixes the
 * deployment's configured origin (never the Host). /facilitator/handout renders this, docs/workshops.md
 * describes it, and tests/unit/tour-handout-links.test.ts checks it against the chapters and the routes.
 */
import { chapterLabel } from './tour/chapter-label';
import type { ChapterMeta } from './tour/read-chapters';

export interface HandoutLink {
  path: string;
  title: string;
  note: string;
}

/** The hands-on pages, in the order the handout prints them. */
export const HANDOUT_PAGES: readonly HandoutLink[] = [
  { path: '/auth', title: 'Sign-in walkthrough', note: 'From a 401 to a 200 against the OAuth door, one step per click.' },
  { path: '/playground', title: 'Playground', note: 'A real MCP client in your browser: every frame on the wire.' },
  { path: '/jwt', title: 'JWT lab', note: 'Take a token apart; try broken ones on the door.' },
  { path: '/connect', title: 'Connect a client', note: 'Configs for Claude Desktop, Cursor, VS Code, Inspector and curl.' },
  { path: '/join', title: 'Join the room’s channel', note: 'Type the code on the projector to watch the room’s MCP traffic on your phone.' },
  { path: '/break', title: 'Break it', note: 'Labs: predict who refuses each attack on the doors, then send it live and see which check stops it.' },
];

/**
 * Links already printed on handouts and slides: each must keep working, so an anchor or a step id here
 * may never be renamed or removed. A new chapter joins the handout by itself (from its file); list its
 * anchor here once a handout has printed it.
 */
export const PRINTED_LINKS = {
  /** `/#<anchor>` */
  chapterAnchors: [
    'json-rpc',
    'primitives',
    'two-doors',
    'transports',
    'stateless',
    'round-trips',
    'lock',
    'jwt',
    'confused-deputy',
    'oauth-flow',
    'tasks',
    'watch-your-client',
    'glossary',
  ],
  /** `/auth?step=<id>`; `/auth?step=<n>` (1 to the number of steps) works too, by position. */
  walkthroughSteps: ['first-call', 'consent', 'redeem'],
  /** The presenter decks' first slides. */
  decks: ['/present/tour/json-rpc', '/present/auth/first-call'],
} as const;

export function handoutLinks(chapters: readonly Pick<ChapterMeta, 'anchor' | 'title' | 'idea' | 'number'>[]): {
  chapters: HandoutLink[];
  pages: HandoutLink[];
} {
  return {
    chapters: chapters.map((c) => ({ path: `/#${c.anchor}`, title: `${chapterLabel(c)}: ${c.title}`, note: c.idea })),
    pages: [...HANDOUT_PAGES],
  };
}
