/** The walkthrough deck's talking points: every step has them and a question for the room, and none name a step that is gone. */
import { describe, expect, it } from 'vitest';
import { WALKTHROUGH_NOTES } from '../../content/workshop/walkthrough-notes';
import { stepById, WALK_STEPS } from '../../lib/walkthrough/steps';

describe('the walkthrough deck’s speaker notes', () => {
  it('give every step two or three points and a question', () => {
    for (const s of WALK_STEPS) {
      const notes = WALKTHROUGH_NOTES[s.id];
      expect(notes, `${s.id}: no speaker notes in content/workshop/walkthrough-notes.ts`).toBeDefined();
      expect(notes.points.length, s.id).toBeGreaterThanOrEqual(2);
      expect(notes.points.length, s.id).toBeLessThanOrEqual(3);
      expect(notes.ask, s.id).toMatch(/\?$/);
    }
  });

  it('name only steps the walkthrough has', () => {
    for (const id of Object.keys(WALKTHROUGH_NOTES)) expect(stepById(id), `notes for "${id}", which is no step`).toBeDefined();
  });
});
