import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFolderTree, type FolderTreeWatch } from './folder-watch';

let watching: FolderTreeWatch | undefined;
afterEach(() => watching?.close());

/** A tenants-like tree: two files at the top, one asset folder with a nested folder. */
function tree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kerbside-watch-'));
  writeFileSync(path.join(root, 'a.json'), '{}');
  mkdirSync(path.join(root, 'a', 'catalogue', 'images'), { recursive: true });
  writeFileSync(path.join(root, 'a', 'logo.svg'), '<svg/>');
  writeFileSync(path.join(root, 'a', 'catalogue', 'images', 'x.svg'), '<svg/>');
  return root;
}

function start(root: string) {
  const names: (string | null)[] = [];
  const errors: Error[] = [];
  watching = watchFolderTree(
    root,
    (name) => names.push(name),
    (error) => errors.push(error),
  );
  const seen = async (wanted: string): Promise<void> => {
    const began = Date.now();
    while (!names.includes(wanted)) {
      if (Date.now() - began > 5_000) throw new Error(`not reported: ${wanted}; got ${JSON.stringify(names)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { names, errors, seen, watch: watching };
}

describe('watchFolderTree', () => {
  it('watches each folder once, files not at all, and reports nothing at start', async () => {
    const root = tree();
    const { names, watch } = start(root);
    expect(watch.folders().sort()).toEqual([root, path.join(root, 'a'), path.join(root, 'a/catalogue'), path.join(root, 'a/catalogue/images')].sort());
    await new Promise((r) => setTimeout(r, 50));
    expect(names).toEqual([]);
  });

  it('reports a changed file at any depth, relative to the root', async () => {
    const root = tree();
    const { seen } = start(root);
    writeFileSync(path.join(root, 'a.json'), '{"x":1}');
    await seen('a.json');
    writeFileSync(path.join(root, 'a', 'catalogue', 'images', 'x.svg'), '<svg></svg>');
    await seen(path.join('a', 'catalogue', 'images', 'x.svg'));
  });

  it('watches a folder added later, and forgets one removed or moved out with what was inside', async () => {
    const root = tree();
    const { names, seen, watch } = start(root);
    mkdirSync(path.join(root, 'b', 'fonts'), { recursive: true });
    await seen('b');
    expect(watch.folders()).toContain(path.join(root, 'b'));
    writeFileSync(path.join(root, 'b', 'logo.svg'), '<svg/>');
    await seen(path.join('b', 'logo.svg'));

    rmSync(path.join(root, 'a', 'catalogue'), { recursive: true });
    await seen(path.join('a', 'catalogue'));
    expect(watch.folders().filter((f) => f.startsWith(path.join(root, 'a', 'catalogue')))).toEqual([]);

    names.length = 0;
    renameSync(path.join(root, 'b'), path.join(tmpdir(), `kerbside-moved-${Date.now()}`));
    await seen('b');
    expect(watch.folders().some((f) => f.startsWith(path.join(root, 'b')))).toBe(false);
  });

  it('stops reporting when closed', async () => {
    const root = tree();
    const { names, watch } = start(root);
    watch.close();
    expect(watch.folders()).toEqual([]);
    writeFileSync(path.join(root, 'a.json'), '{"y":2}');
    await new Promise((r) => setTimeout(r, 100));
    expect(names).toEqual([]);
  });
});
