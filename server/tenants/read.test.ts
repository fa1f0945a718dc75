import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadThemePresets, readThemePresetsSync } from './read';
import { tempFolder, themesDir, type TempFolder } from './testing/tenant-test-kit';

let tmp: TempFolder;
beforeEach(() => {
  tmp = tempFolder('kerbside-themes-');
});
afterEach(() => tmp.remove());

describe('theme presets', () => {
  it('loads the shipped presets by id', async () => {
    const presets = await loadThemePresets(themesDir);
    expect([...presets.keys()].sort()).toEqual(['classic', 'modern']);
    expect(presets.get('modern')?.ui).toBe('new');
    expect(presets.get('classic')?.palette.primary).toBe('#263a5a');
  });

  it('reports a broken preset with file and pointer, and leaves it out', async () => {
    tmp.write('good.json', JSON.stringify({ id: 'good', name: 'Good', ui: 'classic', palette: { primary: '#263a5a', secondary: '#f4a300', background: '#ffffff', surface: '#ffffff', text: '#111111', error: '#c62828', success: '#2e7d32' }, typography: { body: 'a', heading: 'a', baseSize: 14 }, shape: { radius: 4 }, sections: { home: [{ type: 'banner' }], site: [], info: [] } }));
    tmp.write('renamed.json', JSON.stringify({ id: 'other', name: 'x', ui: 'new', palette: { primary: '#263a5a', secondary: '#f4a300', background: '#ffffff', surface: '#ffffff', text: '#111111', error: '#c62828', success: '#2e7d32' }, typography: { body: 'a', heading: 'a', baseSize: 14 }, shape: { radius: 4 }, sections: { home: [], site: [], info: [] } }));
    tmp.write('bad.json', JSON.stringify({ id: 'bad', name: 'Bad', ui: 'classic', palette: { secondary: '#f4a300', background: '#ffffff', surface: '#ffffff', text: '#111111', error: '#c62828', success: '#2e7d32' }, typography: { body: 'a', heading: 'a', baseSize: 14 }, shape: { radius: 4 }, sections: { home: [{ type: 'carousel' }], site: [], info: [] } }));
    const read = readThemePresetsSync(tmp.dir);
    expect([...read.presets.keys()]).toEqual(['good']);
    expect(read.problems.map((p) => `${path.basename(p.file)} ${p.pointer}`)).toEqual([
      'bad.json /palette',
      'bad.json /sections/home/0/type',
      'renamed.json /id',
    ]);
    expect(read.problems[0].message).toBe('missing required property "primary" (Main colour)');
    await expect(loadThemePresets(tmp.dir)).rejects.toThrow(/broken theme preset\(s\):\n {2}.*bad\.json \/palette: missing required property "primary"/);
  });
});
