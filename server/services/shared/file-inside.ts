import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The path of `relative` (a URL path, already percent-decoded) relative to `root`, when it names
 * a regular file that really lies inside `root`; otherwise null. Refuses '..', '.', hidden
 * names, backslashes and NUL, and follows symlinks before checking, so nothing outside leaks.
 */
export async function fileInside(root: string, relative: string): Promise<string | null> {
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const segments = relative.split('/').filter((s) => s.length > 0);
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(realRoot, ...segments));
    if (!real.startsWith(realRoot + path.sep)) return null;
    if (!(await stat(real)).isFile()) return null;
    return path.relative(realRoot, real);
  } catch {
    return null;
  }
}
