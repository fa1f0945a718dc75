import { utimesSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../tenants/testing/tenant-test-kit';
import { createLogoShapes } from './logo-shapes';

const folder = tempFolder();
afterAll(() => folder.remove());
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}"/></svg>`;

describe('createLogoShapes', () => {
  it("reads a logo's width over its height, and again when the file changes", async () => {
    const file = folder.write('acme/logo.svg', svg(276, 64));
    const shapes = createLogoShapes({ tenantsDir: folder.dir });
    expect(await shapes.ratio('acme', 'logo.svg')).toBeCloseTo(276 / 64);
    folder.write('acme/logo.svg', svg(64, 64));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await shapes.ratio('acme', 'logo.svg')).toBe(1);
  });

  it('knows nothing of a remote, missing, unreadable or outside file', async () => {
    folder.write('acme/broken.png', 'not a png');
    folder.write('other/logo.svg', svg(10, 10));
    const shapes = createLogoShapes({ tenantsDir: folder.dir });
    expect(await shapes.ratio('acme', 'https://cdn.example.com/logo.svg')).toBeNull();
    expect(await shapes.ratio('acme', 'missing.svg')).toBeNull();
    expect(await shapes.ratio('acme', 'broken.png')).toBeNull();
    expect(await shapes.ratio('acme', '../other/logo.svg')).toBeNull();
  });
});
