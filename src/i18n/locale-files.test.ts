import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeFileLoader } from './locale-files';

function read(files: Record<string, () => Promise<unknown>>, language: string, namespace: string) {
  return localeFileLoader(files)(language, namespace);
}

describe('localeFileLoader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads a namespace by language code', async () => {
    const files = { './locales/zh-hans/common.json': async () => ({ hello: '你好' }) };
    await expect(read(files, 'zh-hans', 'common')).resolves.toEqual({ hello: '你好' });
  });

  it('only warns about a missing file and gives an empty namespace', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(read({}, 'fr', 'common')).resolves.toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('./locales/fr/common.json'));
  });

  it('only warns about a file that is not a JSON object', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const files = { './locales/en-gb/common.json': async () => ['not', 'an', 'object'] };
    await expect(read(files, 'en-gb', 'common')).resolves.toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a JSON object'));
  });

  it('only warns when a file fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const files = { './locales/en-gb/common.json': () => Promise.reject(new Error('offline')) };
    await expect(read(files, 'en-gb', 'common')).resolves.toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('finds the real locale files of the app', async () => {
    const files = import.meta.glob('./locales/*/*.json', { import: 'default' });
    await expect(read(files, 'en-gb', 'common')).resolves.toMatchObject({ brand: { kerbside: 'Kerbside' } });
    await expect(read(files, 'zh-hans', 'screens')).resolves.toMatchObject({ title: { login: '登录' } });
  });
});
