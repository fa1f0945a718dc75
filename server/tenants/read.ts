/**
 * Reading tenant files and theme presets from disk. Parsing is kept apart from validation so that the
 * registry can keep the last good version of a file that is now broken.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ThemePreset } from '../../src/generated/theme';
import { checkThemeSchema } from './schema-validator';
import type { TenantProblem } from './problems';

export type TenantFileRead = { file: string; json: unknown } | { file: string; parseError: string };

/** JSON.parse's message, with the character position turned into a line and column an editor can jump to. */
export function describeJsonError(text: string, error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  // V8 sometimes quotes the whole input back ("..." is not valid JSON); that is noise for a large file.
  const message = raw.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
  const at = /at position (\d+)/.exec(raw);
  if (!at) return `is not valid JSON: ${message}`;
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `is not valid JSON: ${message} at line ${line}, column ${column}`;
}

export function parseTenantText(file: string, text: string): TenantFileRead {
  const withoutBom = text.replace(/^\uFEFF/, '');
  try {
    return { file, json: JSON.parse(withoutBom) as unknown };
  } catch (e) {
    return { file, parseError: describeJsonError(withoutBom, e) };
  }
}

export async function jsonFileNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name)
    .sort();
}

/**
 * Every *.json file directly in `dir` (sorted by name), parsed. `file` is `dir` joined with the file name.
 * A file that cannot be read or parsed is reported with `parseError` instead of `json`.
 */
export async function readTenantDir(dir: string): Promise<TenantFileRead[]> {
  const out: TenantFileRead[] = [];
  for (const name of await jsonFileNames(dir)) out.push(await readTenantFile(path.join(dir, name)));
  return out;
}

/** One tenant file, parsed; `parseError` when it cannot be read or parsed. */
export async function readTenantFile(file: string): Promise<TenantFileRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    return { file, parseError: `cannot be read: ${e instanceof Error ? e.message : String(e)}` };
  }
  return parseTenantText(file, text);
}

export interface ThemePresetRead {
  presets: Map<string, ThemePreset>;
  /** Presets that failed their schema or whose id differs from the file name; they are left out of `presets`. */
  problems: TenantProblem[];
}

function checkPreset(file: string, text: string, out: ThemePresetRead): void {
  const parsed = parseTenantText(file, text);
  if ('parseError' in parsed) {
    out.problems.push({ file, pointer: '', message: parsed.parseError });
    return;
  }
  const result = checkThemeSchema(parsed.json);
  if (!result.ok) {
    out.problems.push(...result.problems.map((p) => ({ file, ...p })));
    return;
  }
  const expected = path.basename(file, '.json');
  if (result.value.id !== expected) {
    out.problems.push({ file, pointer: '/id', message: `preset id ${JSON.stringify(result.value.id)} must equal the file name ${JSON.stringify(expected)}` });
    return;
  }
  out.presets.set(result.value.id, result.value);
}

/** Synchronous, because tenant validation (validateTenantSet) is synchronous. Presets are a few small files. */
export function readThemePresetsSync(themesDir: string): ThemePresetRead {
  const out: ThemePresetRead = { presets: new Map(), problems: [] };
  const names = readdirSync(themesDir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name)
    .sort();
  for (const name of names) {
    const file = path.join(themesDir, name);
    checkPreset(file, readFileSync(file, 'utf8'), out);
  }
  return out;
}

/** The valid presets in `themesDir` by id. Throws when a preset is broken: presets ship with the code. */
export async function loadThemePresets(themesDir: string): Promise<Map<string, ThemePreset>> {
  const out: ThemePresetRead = { presets: new Map(), problems: [] };
  for (const name of (await readdir(themesDir)).filter((n) => n.endsWith('.json')).sort()) {
    const file = path.join(themesDir, name);
    checkPreset(file, await readFile(file, 'utf8'), out);
  }
  if (out.problems.length > 0) {
    const lines = out.problems.map((p) => `${p.file} ${p.pointer || '/'}: ${p.message}`);
    throw new Error(`broken theme preset(s):\n  ${lines.join('\n  ')}`);
  }
  return out.presets;
}
