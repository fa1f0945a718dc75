import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileInside } from './file-inside';

let base: string;
let root: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'kerbside-inside-'));
  root = path.join(base, 'root');
  await mkdir(path.join(root, 'img'), { recursive: true });
  await writeFile(path.join(root, 'img', 'logo.svg'), '<svg/>');
  await writeFile(path.join(base, 'secret.txt'), 'secret');
  await symlink(path.join(base, 'secret.txt'), path.join(root, 'escape.txt'));
  await symlink(path.join(root, 'img', 'logo.svg'), path.join(root, 'alias.svg'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('fileInside', () => {
  it('finds a file inside the root', async () => {
    expect(await fileInside(root, 'img/logo.svg')).toBe(path.join('img', 'logo.svg'));
    expect(await fileInside(root, '/img//logo.svg')).toBe(path.join('img', 'logo.svg'));
  });
  it('follows a link that stays inside', async () => {
    expect(await fileInside(root, 'alias.svg')).toBe(path.join('img', 'logo.svg'));
  });
  it.each([
    '../secret.txt',
    'img/../../secret.txt',
    'escape.txt',
    'img',
    '',
    '.',
    'img/.hidden',
    'img\\logo.svg',
    'img/logo.svg\0',
    'missing',
  ])('refuses %j', async (relative) => {
    expect(await fileInside(root, relative)).toBeNull();
  });
});
