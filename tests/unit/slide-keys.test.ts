/** Presenter mode's keys: clickers (Page Up/Down) and keyboards move; form fields keep their own keys. */
import { expect, test } from 'vitest';
import { slideAction } from '../../components/present/slide-keys';

test.each([
  ['ArrowRight', 'next'],
  ['PageDown', 'next'],
  ['ArrowLeft', 'prev'],
  ['PageUp', 'prev'],
  ['Home', 'first'],
  ['End', 'last'],
  ['Escape', 'exit'],
  ['r', 'reset'],
  ['R', 'reset'],
  ['f', 'full'],
  ['F', 'full'],
  ['n', 'notes'],
  ['N', 'notes'],
  ['x', undefined],
])('%s → %s', (key, action) => {
  expect(slideAction({ key })).toBe(action);
});

test('a modifier or a form field leaves the key alone (but a clicker still moves, and Escape still leaves)', () => {
  expect(slideAction({ key: 'ArrowRight', ctrlKey: true })).toBeUndefined();
  expect(slideAction({ key: 'r', metaKey: true })).toBeUndefined();
  expect(slideAction({ key: 'ArrowLeft', inField: true })).toBeUndefined();
  expect(slideAction({ key: 'r', inField: true })).toBeUndefined();
  expect(slideAction({ key: 'f', inField: true })).toBeUndefined();
  expect(slideAction({ key: 'n', inField: true })).toBeUndefined();
  expect(slideAction({ key: 'PageDown', inField: true })).toBe('next');
  expect(slideAction({ key: 'Escape', inField: true })).toBe('exit');
});
