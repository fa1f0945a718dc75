/**
 * Line and column for problems that name only a JSON pointer (schema and rule problems), read from
 * the files' text as it is on disk now: the problems are found right after the files were read, and
 * a file edited in between is read and checked again anyway. Each file is read once, and only
 * files with problems are read at all.
 */
import { readFileSync } from 'node:fs';
import { pointerPosition } from './json-position';
import type { TenantProblem } from './problems';

export type ReadText = (file: string) => string | null;

export const readTextOrNull: ReadText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** A function giving a problem its line and column where the file has its pointer's value; reads each file once. */
export function problemLocator(readText: ReadText = readTextOrNull): (p: TenantProblem) => TenantProblem {
  const texts = new Map<string, string | null>();
  return (p) => {
    if (p.pointer === '' || p.line !== undefined) return p;
    if (!texts.has(p.file)) texts.set(p.file, readText(p.file));
    const text = texts.get(p.file);
    const position = text == null ? null : pointerPosition(text, p.pointer);
    return position ? { ...p, ...position } : p;
  };
}

/** The problems, each with the line and column of its pointer where the file has that value. */
export function locateProblems(problems: readonly TenantProblem[], readText: ReadText = readTextOrNull): TenantProblem[] {
  return problems.map(problemLocator(readText));
}
