/**
 * A link's intent (docs/architecture.md#link-intent): pointing at a link inside the app starts
 * loading the code of the screen it leads to, before any click; the click then shows that screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

/** The built file of a screen's module, from the build's manifest. */
function builtFileOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../dist/app/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return `/${entry.file}`;
}

test("pointing at the login's sign-up link loads the sign-up screen's code before the click", async ({ page }) => {
  const signupFile = builtFileOf('src/features/account/SignupScreen.tsx');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/shop/harbour-central/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(requested).not.toContain(signupFile);

  await page.getByRole('link', { name: 'Sign up' }).hover();
  await expect.poll(() => requested.includes(signupFile)).toBe(true);
  await expect(page).toHaveURL(/\/shop\/harbour-central\/login$/);

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/shop\/harbour-central\/signup/);
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  expect(requested.filter((p) => p === signupFile)).toHaveLength(1);
});
