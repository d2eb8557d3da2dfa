/** The lesson line a slide leads with, and which chapters count as having a live demo. */
import { expect, test } from 'vitest';
import { firstSentence, lessonOf } from '../../components/present/lesson';
import { liveDemoOf } from '../../content/tour/chapter-demos';
import { readChapters } from '../../content/tour/read-chapters';

test('a chapter’s own lesson wins; else the first sentence of its idea', () => {
  expect(lessonOf({ idea: 'One. Two.', lesson: 'Request id 7, response id 7.' })).toBe('Request id 7, response id 7.');
  expect(lessonOf({ idea: 'The door checks tickets. It never issues them.' })).toBe('The door checks tickets.');
  expect(firstSentence('No stop at all')).toBe('No stop at all');
  // a dot inside a word or a path is no sentence end
  expect(firstSentence('Use /api/mcp.json here. Then go.')).toBe('Use /api/mcp.json here.');
});

test('a chapter has a live demo when it imports one from components/tour/demos', () => {
  const chapters = readChapters();
  const byAnchor = Object.fromEntries(chapters.map((c) => [c.anchor, liveDemoOf(c)]));
  expect(byAnchor['json-rpc']).toBe('JsonRpcDemo');
  expect(byAnchor.glossary).toBeUndefined();
  // not every chapter has one, so a count that says "each" would be wrong
  expect(chapters.filter((c) => liveDemoOf(c)).length).toBeLessThan(chapters.length);
});
