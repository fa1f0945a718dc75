/**
 * How tenant problems are printed for an operator: one line each, `file pointer: reason`, with the
 * file relative to the working directory so it can be opened directly.
 */
import path from 'node:path';
import type { TenantProblem } from './problems';

export function displayFile(file: string, cwd: string = process.cwd()): string {
  const rel = path.relative(cwd, file);
  const shown = rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
  return shown.split(path.sep).join('/');
}

/**
 * `tenants/foo.json:12:7 /sites/0/shopCode: reason` (file:line:column, which editors and terminals
 * open at the place), `tenants/foo.json /sites/0/shopCode: reason` when the place is not known, or
 * `tenants/foo.json: reason` for the whole file.
 */
export function formatProblem(p: TenantProblem, cwd?: string): string {
  const file = p.line === undefined ? displayFile(p.file, cwd) : `${displayFile(p.file, cwd)}:${p.line}:${p.column ?? 1}`;
  const where = p.pointer === '' ? file : `${file} ${p.pointer}`;
  return `${where}: ${p.message}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `3 tenants valid`, or `2 problems in 1 file`. */
export function summaryLine(problems: readonly TenantProblem[], validTenants: number): string {
  if (problems.length === 0) return `${plural(validTenants, 'tenant', 'tenants')} valid`;
  const files = new Set(problems.map((p) => p.file)).size;
  return `${plural(problems.length, 'problem', 'problems')} in ${plural(files, 'file', 'files')}`;
}
