import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentHash, openSchemaValidCache } from './schema-valid-cache';
import type { SchemaCheck } from './schema-validator';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function cacheFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-schema-cache-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'tenant-schema-cache.json');
}

/** A validator that counts its runs: valid unless the object says `bad`. */
function countingValidator() {
  return vi.fn((json: unknown): SchemaCheck<unknown> => ((json as { bad?: boolean }).bad ? { ok: false, problems: [{ pointer: '/bad', message: 'is bad' }] } : { ok: true, value: json }));
}

describe('the schema cache (server/tenants/schema-valid-cache.ts)', () => {
  const good = { id: 'good' };
  const goodHash = contentHash(JSON.stringify(good));

  it('a content that passed is not validated again by the next process, a new content is', async () => {
    const file = cacheFile();
    const first = openSchemaValidCache(file, { fingerprint: 'v1' });
    const validate = countingValidator();
    expect(first.check('tenant', goodHash, good, validate)).toEqual({ ok: true, value: good });
    await first.save();
    const second = openSchemaValidCache(file, { fingerprint: 'v1' });
    expect(second.check('tenant', goodHash, good, validate)).toEqual({ ok: true, value: good });
    expect(validate).toHaveBeenCalledTimes(1);
    second.check('tenant', contentHash('another'), { id: 'another' }, validate);
    expect(validate).toHaveBeenCalledTimes(2);
    // Kinds are apart: the same bytes as a catalogue are checked by the catalogue's validator.
    second.check('catalogue', goodHash, good, validate);
    expect(validate).toHaveBeenCalledTimes(3);
  });

  it('never remembers a failure: a content with a problem is checked, and its problem told, every time', async () => {
    const file = cacheFile();
    const validate = countingValidator();
    const bad = { bad: true };
    const cache = openSchemaValidCache(file, { fingerprint: 'v1' });
    expect(cache.check('tenant', contentHash('bad'), bad, validate).ok).toBe(false);
    await cache.save();
    expect(openSchemaValidCache(file, { fingerprint: 'v1' }).check('tenant', contentHash('bad'), bad, validate)).toEqual({ ok: false, problems: [{ pointer: '/bad', message: 'is bad' }] });
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('is dropped whole when the validators changed (another fingerprint)', async () => {
    const file = cacheFile();
    const validate = countingValidator();
    const old = openSchemaValidCache(file, { fingerprint: 'v1' });
    old.check('tenant', goodHash, good, validate);
    await old.save();
    openSchemaValidCache(file, { fingerprint: 'v2' }).check('tenant', goodHash, good, validate);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('keeps only what passed in the last process: a content gone from the folder is forgotten', async () => {
    const file = cacheFile();
    const validate = countingValidator();
    const first = openSchemaValidCache(file, { fingerprint: 'v1' });
    first.check('tenant', 'gone', { id: 'gone' }, validate);
    first.check('tenant', goodHash, good, validate);
    await first.save();
    const second = openSchemaValidCache(file, { fingerprint: 'v1' });
    second.check('tenant', goodHash, good, validate);
    second.check('tenant', 'new', { id: 'new' }, validate);
    await second.save();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ fingerprint: 'v1', tenant: [goodHash, 'new'], catalogue: [] });
  });

  it('a content without a hash (not read from bytes) is always validated', () => {
    const validate = countingValidator();
    const cache = openSchemaValidCache(cacheFile(), { fingerprint: 'v1' });
    cache.check('tenant', undefined, good, validate);
    cache.check('tenant', undefined, good, validate);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('a damaged cache file starts empty and is written anew; one that cannot be written is told, not thrown', async () => {
    const file = cacheFile();
    const validate = countingValidator();
    const first = openSchemaValidCache(file, { fingerprint: 'v1' });
    first.check('tenant', goodHash, good, validate);
    await first.save();
    writeFileSync(file, '{"fingerprint":"v1","tenant":[');
    const second = openSchemaValidCache(file, { fingerprint: 'v1' });
    second.check('tenant', goodHash, good, validate);
    expect(validate).toHaveBeenCalledTimes(2);
    await second.save();
    expect(JSON.parse(readFileSync(file, 'utf8')).tenant).toEqual([goodHash]);

    // A folder where the file should be: no writer, root included, can replace it.
    const blocked = path.join(path.dirname(file), 'blocked.json');
    mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    const warn = vi.fn();
    const unwritable = openSchemaValidCache(blocked, { fingerprint: 'v1', warn });
    unwritable.check('tenant', 'x', { id: 'x' }, validate);
    await expect(unwritable.save()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be written/));
  });
});
