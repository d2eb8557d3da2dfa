/** The lesson line a slide leads with, and which chapters count as having a live demo. */
import { expect, test } from 'vitest';
import { firstSentence, lessonOf } from '../../components/present/lesson';
import { graphOfMdx, liveDemoOf } from '../../content/tour/chapter-demos';
import { readChapters } from '../../content/tour/read-chapters';

test('a chapter’s own lesson wins; else the first sentence of its idea', () => {
  expect(lessonOf({ idea: 'One. Two.', lesson: 'Request id 7, response id 7.' })).toBe('Request id 7, response id 7.');
  expect(lessonOf({ idea: 'The door checks tickets. It never issues them.' })).toBe('The door checks tickets.');
  expect(firstSentence('No stop at all')).toBe('No stop at all');
  // a dot inside a word or a path is no sentence end
  expect(firstSentence('Use /api/mcp.json here. Then go.')).toBe('Use /api/mcp.json here.');
});

test('a chapter has a live demo when it imports one from components/tour/demos and renders it', () => {
  const chapters = readChapters();
  const byAnchor = Object.fromEntries(chapters.map((c) => [c.anchor, liveDemoOf(c)]));
  expect(byAnchor['json-rpc']).toBe('JsonRpcDemo');
  expect(byAnchor.glossary).toBeUndefined();
  // not every chapter has one, so a count that says "each" would be wrong
  expect(chapters.filter((c) => liveDemoOf(c)).length).toBeLessThan(chapters.length);
});

test.each([
  ['imported and rendered', "import { JsonRpcDemo } from '@/components/tour/demos/JsonRpcDemo'\n\n<JsonRpcDemo />", 'JsonRpcDemo', false],
  ['renamed, beside another import', "import { Other, TokenDemo as Demo } from '@/components/tour/demos/TokenDemo'\n\n<Demo />", 'Demo', false],
  ['by a relative path', "import { LockDemo } from '../../components/tour/demos/LockDemo'\n\n<LockDemo />", 'LockDemo', false],
  ['imported but never rendered', "import { LockDemo } from '@/components/tour/demos/LockDemo'\n\nNo demo here.", undefined, false],
  ['an import shown in a code block', "Prose.\n\n```tsx\nimport { LockDemo } from '@/components/tour/demos/LockDemo'\n<Predict />\n```", undefined, false],
  ['a component from elsewhere', "import { WatchPicture } from '@/components/tour/WatchPicture'\n\n<WatchPicture />", undefined, false],
  [
    'asking before the demo',
    "import { Predict } from '@/components/tour/Predict'\nimport { LockDemo } from '@/components/tour/demos/LockDemo'\n\n<Predict chapter=\"lock\" />\n\n<LockDemo />",
    'LockDemo',
    true,
  ],
  [
    'asking after it',
    "import { Predict } from '@/components/tour/Predict'\nimport { LockDemo } from '@/components/tour/demos/LockDemo'\n\n<LockDemo />\n\n<Predict chapter=\"lock\" />",
    'LockDemo',
    false,
  ],
])('a chapter’s demo is read from what it imports and renders: %s', (_case, body, demo, asks) => {
  expect(graphOfMdx(`---\nanchor: x\n---\n${body}\n`)).toEqual({ demo, asksFirst: asks });
});
