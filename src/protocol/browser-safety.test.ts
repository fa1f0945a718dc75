import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// src/protocol is shared with the browser: only cipher-node.ts (server) may use Node APIs.
const here = dirname(fileURLToPath(import.meta.url));
const browserFiles = readdirSync(here).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'cipher-node.ts',
);

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
}

describe('browser-safe protocol files', () => {
  it.each(browserFiles)('%s uses no Node module and no Buffer', (file) => {
    const source = withoutComments(readFileSync(join(here, file), 'utf8'));
    expect(source).not.toMatch(/from ['"](node:|crypto['"]|buffer['"]|fs['"])/);
    expect(source).not.toMatch(/\bBuffer\b/);
    expect(source).not.toMatch(/from ['"]\.\/cipher-node['"]/);
  });
});
