import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { READS_IN_PARTS } from '../../src/app/routes/screen-modules';

/**
 * A home's, a login's, a signup's and a forgotten password's first download leave the query layer
 * out (docs/architecture.md#server-reads): their budgets have no room for TanStack Query, whose
 * parts such a screen brings only once the page has settled. This walks what the app's entry and
 * each such screen import statically (a dynamic import() is a chunk loaded later; a type import
 * is no code), as the build does, and finds no way to the library.
 */
const root = path.resolve(import.meta.dirname, '../..');
const LIBRARY = '@tanstack/react-query';

/** The screens loaded without the layer (screen-modules.ts's READS_IN_PARTS), by their modules. */
const SCREEN_FILES: Record<string, string> = {
  home: 'src/features/pages/HomeScreen.tsx',
  login: 'src/features/account/LoginScreen.tsx',
  signup: 'src/features/account/SignupScreen.tsx',
  forgotPassword: 'src/features/account/ForgotPasswordScreen.tsx',
};
const ENTRY = 'src/main.tsx';

/** The value imports and re-exports of a file, as written (type-only ones left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

/** The chain of static imports from `start` to the library, or null when there is none. */
function pathToLibrary(start: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      if (specifier === LIBRARY || specifier.startsWith(`${LIBRARY}/`)) {
        const chain = [LIBRARY, file];
        for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) chain.push(at);
        return chain.reverse();
      }
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      // A path the walk cannot follow would hide what lies behind it.
      if (target === undefined) throw new Error(`${file}: cannot resolve ${specifier}`);
      // Stylesheets and JSON hold no imports of code.
      if (!/\.tsx?$/.test(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return null;
}

describe('the first download of the screens loaded without the query layer', () => {
  it('names a module for every such screen', () => {
    expect(Object.keys(SCREEN_FILES).sort()).toEqual([...READS_IN_PARTS].sort());
  });

  it.each([ENTRY, ...Object.values(SCREEN_FILES)])('%s reaches no part of TanStack Query by static imports', (file) => {
    expect(pathToLibrary(file)).toBeNull();
  });

  it('finds a way to the library where one is written (the walk itself)', () => {
    expect(pathToLibrary('src/features/pages/SiteScreen.tsx')).toEqual(
      expect.arrayContaining(['src/features/pages/SiteScreen.tsx', LIBRARY]),
    );
  });
});
