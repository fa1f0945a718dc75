import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No circle in the import graph (docs/architecture.md#server-layers). Lint's import-x/no-cycle
 * skips type-only imports; a circle of types still leaves no bottom to read a module from, so this
 * walks every import, types included, of the project's own TypeScript.
 */
const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'flows', 'scripts', 'tests'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Each file's imports of the project's own files (relative specifiers), types and dynamic imports included. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, ''));
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
      known.has(candidate),
    );
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolve(file, fileName));
      return [file, [...new Set(targets.filter((target): target is string => target !== undefined))]];
    }),
  );
}

/** The strongly connected components of more than one file (Tarjan): each is a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import graph', () => {
  const graph = importGraph(FOLDERS.flatMap(sourceFiles));

  it('reads the imports it checks, type-only ones included', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('server/db/repositories/booking-repository.ts')).toContain(
      'server/db/repositories/ticket-pool-repository.ts',
    );
  });

  it('finds a circle when there is one', () => {
    const withCircle = new Map(graph);
    withCircle.set('server/db/repositories/ticket-pool-repository.ts', [
      ...(graph.get('server/db/repositories/ticket-pool-repository.ts') ?? []),
      'server/db/repositories/booking-repository.ts',
    ]);
    expect(circles(withCircle)).toContainEqual([
      'server/db/repositories/booking-repository.ts',
      'server/db/repositories/ticket-pool-repository.ts',
    ]);
  });

  it('has no circle of files, type imports included', () => {
    expect(circles(graph)).toEqual([]);
  });
});
