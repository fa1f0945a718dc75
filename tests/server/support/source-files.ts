/**
 * The project's TypeScript sources under a folder, for tests that scan code for a rule (every
 * write of some table goes through one place, say). Tests and migrations are left out: a test may
 * break a rule on purpose, and migrations are SQL run once, not code.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}
