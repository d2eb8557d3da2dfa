/**
 * The break-it bench in Chromium: every attack on the OAuth flow is sent live from the page and each
 * card shows it refused, by the party and with the check its record names, with the exchanges it made;
 * switched to the naive door and issuer, the token passthrough and the wrong verifier get in, and
 * switched back they are refused again.
 */
import { axeFor } from './axe';
import { expect, test } from '@playwright/test';
import { ATTACKS, NAIVE_DOOR, NAIVE_ISSUER, refusalRef } from '../lib/vocabulary';

test('every attack on the flow is refused with the check it names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/break');
  await page.getByRole('button', { name: 'Run every attack' }).click();
  for (const a of ATTACKS) {
    const card = page.getByTestId(`flow-attack-${a.id}`);
    await expect(card).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
    await expect(card).toHaveAttribute('data-refusals', a.refusals.map(refusalRef).join(' '));
    const legs = card.getByTestId('attack-leg');
    await expect(legs).toHaveCount(a.refusals.length);
    for (const [i, r] of a.refusals.entries()) await expect(legs.nth(i)).toContainText(`check ${r.check}`);
    await expect(card.getByRole('link', { name: a.rfc[0]!.label })).toHaveAttribute('href', a.rfc[0]!.href);
    await expect(card.getByText(/^The \d+ exchanges this attack made$/)).toBeVisible();
  }
  // The exact refusal as it came: the door's challenge, the issuer's error code.
  await expect(page.getByTestId('flow-attack-token-passthrough')).toContainText('WWW-Authenticate: Bearer error="invalid_token"');
  await expect(page.getByTestId('flow-attack-wrong-verifier')).toContainText('invalid_grant');
  await expect(page.getByTestId('flow-attack-hs256-public-key')).toContainText('algorithm not allowed');
  await expect(page.getByRole('button', { name: 'Run every attack' })).toBeEnabled();
  // With every card filled in and one attack's exchanges open, axe finds nothing serious.
  await page
    .getByTestId('flow-attack-missing-resource')
    .getByText(/exchanges this attack made/)
    .click();
  const { violations } = await axeFor(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a lab asks first: the attack is sent only once a prediction is made, a wrong one is told why, a right one is solved and stays solved', async ({
  page,
}) => {
  await page.goto('/break');
  const verifier = page.getByTestId('flow-attack-wrong-verifier');
  const send = verifier.getByRole('button', { name: 'Run this attack' });
  // Before the run, the card names no refuser and cannot be sent.
  await expect(send).toBeDisabled();
  await expect(verifier).not.toContainText('Must be refused by');
  await verifier.getByRole('radio', { name: /The door/ }).check();
  await send.click();
  await expect(verifier).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  const wrong = verifier.getByTestId('prediction-verdict');
  await expect(wrong).toHaveAttribute('data-solved', 'false');
  await expect(wrong).toContainText('Not this time: the issuer refused it first, at check pkce');
  await expect(wrong).toContainText('before a token for it existed');
  await expect(verifier).toContainText('Must be refused by');
  await expect(verifier.getByTestId('lab-solved')).toHaveCount(0);

  const replay = page.getByTestId('flow-attack-replayed-code');
  await replay.getByRole('radio', { name: /The issuer/ }).check();
  await replay.getByRole('button', { name: 'Run this attack' }).click();
  await expect(replay.getByTestId('prediction-verdict')).toHaveAttribute('data-solved', 'true', { timeout: 30_000 });
  await expect(replay.getByTestId('lab-solved')).toBeVisible();
  await expect(page.getByTestId('labs-solved')).toHaveText(`Solved 1 of ${ATTACKS.length}`);
  // Kept in this browser: a reload still shows it solved (and the other lab not).
  await page.reload();
  await expect(page.getByTestId('flow-attack-replayed-code').getByTestId('lab-solved')).toBeVisible();
  await expect(page.getByTestId('flow-attack-wrong-verifier').getByTestId('lab-solved')).toHaveCount(0);
});

test('the lab’s broken tokens sit beside the flow’s attacks, their issuer discovered only once the bench is reached', async ({ page }) => {
  // Discovery loads the MCP client (the biggest script there is): below the fold it must wait for the reader.
  const discovery: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/.well-known/')) discovery.push(r.url());
  });
  await page.goto('/break');
  await page.waitForLoadState('networkidle');
  expect(discovery, 'discovery before the bench was in view').toEqual([]);
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  await expect(page.getByTestId('attack-no-audience')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => discovery.some((u) => u.includes('/.well-known/oauth-protected-resource'))).toBe(true);
});

test('switched to the naive door and issuer, the passthrough and the wrong verifier get in; switched back, both are refused', async ({ page }) => {
  await page.goto('/break');
  const card = page.getByTestId('flow-attack-token-passthrough');
  const verifier = page.getByTestId('flow-attack-wrong-verifier');
  await page
    .getByTestId('break-door-switch')
    .getByRole('radio', { name: /The naive lab door and issuer/ })
    .check();
  await expect(page.getByTestId('flow-attack-hs256-public-key').getByTestId('no-naive-variant')).toBeVisible();
  await card.getByRole('button', { name: 'Run this attack' }).click();
  await expect(card).toHaveAttribute('data-state', 'let-in', { timeout: 15_000 });
  await expect(card.getByTestId('attack-leg')).toContainText('Let through! by the naive door');
  await expect(card.getByTestId('attack-leg')).toContainText(`${NAIVE_DOOR.header}: ${NAIVE_DOOR.label}`);
  // The stolen code's wrong verifier buys a token at the naive issuer, and the token gets in at the naive door.
  await verifier.getByRole('button', { name: 'Run this attack' }).click();
  await expect(verifier).toHaveAttribute('data-state', 'let-in', { timeout: 15_000 });
  await expect(verifier).toHaveAttribute('data-refusals', 'issuer:through door:through');
  await expect(verifier.getByTestId('attack-leg').first()).toContainText(`Let through! by the naive issuer`);
  await expect(verifier.getByTestId('attack-leg').first()).toContainText(`${NAIVE_ISSUER.header}: ${NAIVE_ISSUER.label}`);
  await page
    .getByTestId('break-door-switch')
    .getByRole('radio', { name: /The real door/ })
    .check();
  // One at a time: the door calls read their answers off the page's one tap.
  await card.getByRole('button', { name: 'Run again' }).click();
  await expect(card).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  await expect(card).toHaveAttribute('data-refusals', 'door:aud');
  await verifier.getByRole('button', { name: 'Run again' }).click();
  await expect(verifier).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  await expect(verifier).toHaveAttribute('data-refusals', 'issuer:pkce');
});
