/**
 * The 90-minute workshop, as data: each block's length, what the room does, and what it uses, by stable
 * anchor (a chapter) or path (a page the app serves). Chapter numbers are never written here: the
 * facilitator page prints each chapter by its number from the chapter list, so a chapter added or moved
 * renumbers the run sheet with everything else. tests/unit/run-sheet.test.ts checks that every anchor is a
 * chapter, every chapter is used once, and the blocks add up to SESSION_MINUTES.
 */

export const SESSION_MINUTES = 90;

export type RunSheetUse = { chapter: string } | { path: string; label: string };

export interface RunSheetBlock {
  minutes: number;
  title: string;
  /** What the facilitator does and what the room does, in a sentence or two. */
  plan: string;
  uses: readonly RunSheetUse[];
}

export const RUN_SHEET: readonly RunSheetBlock[] = [
  {
    minutes: 5,
    title: 'Arrive and join',
    plan: 'Projector: the room’s channel (its projector view shows its QR codes and join code). Phones join at /join; laptops open the tour.',
    uses: [
      { path: '/observe?facilitator', label: 'the room’s channel' },
      { path: '/join', label: 'join page' },
    ],
  },
  {
    minutes: 10,
    title: 'What MCP is, and its messages',
    plan: 'Present the first slides. On the JSON-RPC slide, take a show of hands for the prediction, pick the room’s answer, Send.',
    uses: [{ chapter: 'what-is-mcp' }, { chapter: 'json-rpc' }, { chapter: 'primitives' }],
  },
  {
    minutes: 10,
    title: 'Transports and stateless serving',
    plan: 'Two transports, three generations; the stateless slide’s prediction (GET on the endpoint) before its finding.',
    uses: [{ chapter: 'two-doors' }, { chapter: 'transports' }, { chapter: 'stateless' }],
  },
  {
    minutes: 8,
    title: 'What stateless gives up and brings back',
    plan: 'Round trips, tasks and meters, one slide each; the task slide waits for Start, then Cancel partway.',
    uses: [{ chapter: 'round-trips' }, { chapter: 'tasks' }, { chapter: 'meters' }],
  },
  {
    minutes: 5,
    title: 'The whole OAuth flow',
    plan: 'The flow’s map: who talks to whom, from a 401 to a 200. Ask who carries the redirect.',
    uses: [{ chapter: 'oauth-flow' }],
  },
  {
    minutes: 12,
    title: 'Sign in, step by step',
    plan: 'Present the walkthrough deck one step a slide, asking each slide’s question (speaker notes) before Run; the room runs the same steps on its own laptops at /auth (phones: the playground’s sign-in). End on step-up (401, 403 or 200?) and the shared-key door.',
    uses: [
      { path: '/present/auth/first-call', label: 'walkthrough deck' },
      { path: '/auth', label: 'walkthrough' },
    ],
  },
  {
    minutes: 5,
    title: 'Locking the door: 401 or 403?',
    plan: 'The lock slide’s prediction: most rooms split between 401 and 403; send, and read why 403 is not what a missing token gets.',
    uses: [{ chapter: 'lock' }],
  },
  {
    minutes: 10,
    title: 'Take a token apart',
    plan: 'The JWT slide, then the room breaks tokens in the JWT lab: expired, wrong audience.',
    uses: [{ chapter: 'jwt' }, { path: '/jwt', label: 'JWT lab' }],
  },
  {
    minutes: 10,
    title: 'The confused deputy, then break it',
    plan: 'Predict what a well-signed token for another service gets; send; inbound verify, outbound use your own credentials. Then /break in pairs: predict who refuses each attack before sending it; Run every attack on the projector reveals the answers.',
    uses: [{ chapter: 'confused-deputy' }, { path: '/break', label: 'break-it labs' }],
  },
  {
    minutes: 10,
    title: 'Watch your own client',
    plan: 'Laptops paste the channel’s client URL into their own client; phones send a call from the channel’s page under their name. The projector shows every request live; the feed filters by sender.',
    uses: [{ chapter: 'watch-your-client' }, { path: '/playground', label: 'playground' }],
  },
  {
    minutes: 5,
    title: 'Exercises and close',
    plan: 'The exercise sheet (answers on the facilitator page); the glossary slide for questions; reset the laptops between groups.',
    uses: [{ chapter: 'glossary' }],
  },
];
