/**
 * The README is the manual a newcomer trusts (issue 40), so what it names must exist: every repository
 * path it writes in backticks, every file and anchor it links to, every `npm run` script it names, and
 * every script of package.json has a row in its scripts table. docs/architecture.md, the map of the
 * code, is held to the same paths and links.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** Top-level folders and files of the repository a backticked path may start with (dist/ and data/ are made by a run). */
const REPO_ROOTS = [
  '.ci',
  'docs',
  'eslint',
  'flows',
  'schemas',
  'scripts',
  'server',
  'src',
  'tenants',
  'tests',
  'themes',
];
const REPO_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'index.html',
  'tsconfig.json',
  'playwright.config.ts',
];

/**
 * The part of a backticked text that must exist: up to the first placeholder (`<id>`, `{a,b}`, `*`),
 * cut back to its folder when a placeholder follows, so `tenants/<id>.json` asks for `tenants/`.
 */
export function checkablePath(text: string): string | null {
  const token = text.trim();
  if (/\s/.test(token)) return null;
  const top = token.split('/')[0]!;
  const isRepoPath = (REPO_ROOTS.includes(top) && token.includes('/')) || REPO_FILES.includes(token);
  if (!isRepoPath) return null;
  const placeholder = token.search(/[<{*]/);
  if (placeholder === -1) return token.replace(/[#:].*$/, '');
  return token.slice(0, token.lastIndexOf('/', placeholder) + 1);
}

/** Backticked texts outside fenced code blocks. */
export function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

/** Relative link targets of `[text](target)`, without web addresses and mail links. */
export function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/.test(t));
}

/** The anchors a markdown file offers: explicit `<a id>`s and GitHub's heading slugs. */
export function anchorsOf(markdown: string): Set<string> {
  const ids = [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!);
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
  return new Set([...ids, ...headings]);
}

function missingLinks(file: string): string[] {
  const markdown = read(file);
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    const [linkPath, anchor] = target.split('#') as [string, string | undefined];
    const resolved = linkPath === '' ? file : path.posix.join(path.posix.dirname(file), linkPath);
    if (!existsSync(path.join(root, resolved))) {
      problems.push(`${target}: no file ${resolved}`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
      problems.push(`${target}: no anchor #${anchor} in ${resolved}`);
  }
  return problems;
}

function missingPaths(file: string): string[] {
  return backticked(read(file))
    .map(checkablePath)
    .filter((p): p is string => p !== null)
    .filter((p) => !existsSync(path.join(root, p)));
}

const readme = read('README.md');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** The script names in the first column of the README's "## Scripts" table: `npm run x`, `npm start`, `npm test`. */
function scriptsTableNames(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Scripts'));
  if (!section) return [];
  const rows = section.split('\n').filter((line) => line.startsWith('| `npm'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`npm (?:run )?([\w:-]+)/g)].map((m) => m[1]!));
}

describe('README and docs/architecture.md name what exists', () => {
  it('reads paths, placeholders, links and anchors as meant', () => {
    expect(checkablePath('tenants/<id>.json')).toBe('tenants/');
    expect(checkablePath('flows/diagrams/<machine>{,.zh-hans}.svg')).toBe('flows/diagrams/');
    expect(checkablePath('server/db/migrations/*.sql')).toBe('server/db/migrations/');
    expect(checkablePath('src/lib/route-table.ts')).toBe('src/lib/route-table.ts');
    expect(checkablePath('dist/server/main.js')).toBeNull();
    expect(checkablePath('npm run dev')).toBeNull();
    expect(checkablePath('package.json')).toBe('package.json');
    expect(backticked('a `src/x.ts` b\n```sh\n`src/y.ts`\n```\n')).toEqual(['src/x.ts']);
    expect(linkTargets('[a](docs/x.md#y) [b](https://e.org) [c](mailto:a@b)')).toEqual(['docs/x.md#y']);
    expect(anchorsOf('<a id="router-links"></a>\n## Walk 1: a tenant file\n')).toEqual(
      new Set(['router-links', 'walk-1-a-tenant-file']),
    );
  });

  for (const file of ['README.md', 'docs/architecture.md']) {
    it(`${file}: every repository path in backticks exists`, () => {
      expect(missingPaths(file)).toEqual([]);
    });

    it(`${file}: every link goes to a file and anchor that exist`, () => {
      expect(missingLinks(file)).toEqual([]);
    });
  }

  it("every environment variable the server reads is in the README's configuration section", () => {
    const source = read('server/config/server-env.ts');
    const serverReads = [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map(
      (m) => (m[1] ?? m[2])!,
    );
    expect(serverReads).toContain('DATABASE_URL');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration')) ?? '';
    const named = new Set(backticked(section).flatMap((text) => text.split(/[\s,=]+/)));
    expect([...new Set(serverReads.filter((name) => !named.has(name)))]).toEqual([]);
  });

  it('every `npm run` script the README names is a script of package.json', () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named.filter((name) => !scripts.includes(name)))]).toEqual([]);
  });

  it("every script of package.json has a row in the README's scripts table, and no row names another", () => {
    const table = scriptsTableNames(readme);
    expect(scripts.filter((name) => !table.includes(name))).toEqual([]);
    expect(table.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
