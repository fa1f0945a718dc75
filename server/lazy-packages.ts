/**
 * Packages the server loads on first use instead of at start. Loaded together they took 290-370 ms
 * before the server could listen (node, fresh process each: sharp 159 ms, passkit-generator 173,
 * sanitize-html 86, pg 46), for work that a start does not do: drawing images and reading their
 * sizes, signing wallet passes, cleaning admin HTML, and PostgreSQL when DATABASE_URL is not set
 * (docs/architecture.md#fast-start). `warmLazyPackages` loads the image library once the server is
 * ready, so that the first page answer after a start does not wait for it.
 *
 * The asynchronous ones are dynamic imports. Sanitising and certificate checks are synchronous
 * functions, so those two packages (CommonJS) are required on first call.
 */
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import type Forge from 'node-forge';
import type Pg from 'pg';
import type Sharp from 'sharp';
import type Twilio from 'twilio';

const requireFromHere = createRequire(import.meta.url);

export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}

export async function loadPassKit(): Promise<typeof import('passkit-generator')> {
  return import('passkit-generator');
}

export async function loadPg(): Promise<typeof Pg> {
  return (await import('pg')).default;
}

/** Twilio's SDK (about 470 ms to load): only a tenant whose SMS go through Twilio needs it (docs/sms.md). */
export async function loadTwilio(): Promise<typeof Twilio> {
  return (await import('twilio')).default;
}

let sanitizeHtmlModule: typeof SanitizeHtml | undefined;
export function sanitizeHtmlPackage(): typeof SanitizeHtml {
  sanitizeHtmlModule ??= requireFromHere('sanitize-html') as typeof SanitizeHtml;
  return sanitizeHtmlModule;
}

let forgeModule: typeof Forge | undefined;
export function forgePackage(): typeof Forge {
  forgeModule ??= requireFromHere('node-forge') as typeof Forge;
  return forgeModule;
}

/** Loads the image library once the server is ready; a failure shows at its first real use instead. */
export async function warmLazyPackages(): Promise<void> {
  await loadSharp().catch(() => undefined);
}
