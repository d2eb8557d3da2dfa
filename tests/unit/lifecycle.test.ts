/** The shutdown hook registry (lib/lifecycle.ts) that the custom server calls on SIGTERM. */
import { afterEach, describe, expect, it } from 'vitest';
import { beginShutdown, onShutdown, resetLifecycleForTests, shuttingDown } from '../../lib/lifecycle';

afterEach(() => resetLifecycleForTests());

describe('onShutdown', () => {
  it('runs each hook once, waits for them, and keeps going past a failing one', async () => {
    const ran: string[] = [];
    onShutdown(() => void ran.push('a'));
    onShutdown(async () => {
      await new Promise((r) => setImmediate(r));
      ran.push('slow');
    });
    onShutdown(() => {
      throw new Error('broken hook');
    });
    expect(shuttingDown()).toBe(false);
    await beginShutdown();
    await beginShutdown();
    expect(shuttingDown()).toBe(true);
    expect(ran.sort()).toEqual(['a', 'slow']);
  });

  it('forgets a hook its owner removed, and runs one registered late at once', async () => {
    const ran: string[] = [];
    const forget = onShutdown(() => void ran.push('removed'));
    forget();
    await beginShutdown();
    onShutdown(() => void ran.push('late'));
    await new Promise((r) => setImmediate(r));
    expect(ran).toEqual(['late']);
  });
});
