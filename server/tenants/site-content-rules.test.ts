import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteContent, Tenant } from '../../src/generated/tenant';
import { siteContentProblems } from './site-content-rules';

const dir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
mkdirSync(path.join(dir, 'acme'));
writeFileSync(path.join(dir, 'acme', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// A link inside the folder that leads out of it, and one that stays inside; a folder named like an image.
writeFileSync(path.join(dir, 'outside.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
symlinkSync(path.join(dir, 'outside.svg'), path.join(dir, 'acme', 'leads-out.svg'));
symlinkSync(path.join(dir, 'acme', 'banner.svg'), path.join(dir, 'acme', 'alias.svg'));
mkdirSync(path.join(dir, 'acme', 'folder.svg'));

const tenantWith = (siteContent: SiteContent) => ({ id: 'acme', siteContent }) as unknown as Tenant;
const problemsOf = (siteContent: SiteContent) => siteContentProblems(tenantWith(siteContent), dir);

describe('starting content rules (docs/admin.md#starting-content)', () => {
  it('accepts asset-folder and https images, a valid window and typed values', () => {
    expect(
      problemsOf({
        carousel: [
          { id: 'a', document: { image: 'banner.svg', showFrom: '2030-01-01T00:00:00Z', showUntil: '2030-02-01T00:00:00Z' } },
          { id: 'b', document: { image: 'https://example.com/b.png' } },
        ],
        configuration: [{ id: 'c', document: { name: 'hero', valueType: 'image', value: 'banner.svg' } }],
      }),
    ).toEqual([]);
  });

  it('points at a missing image, an escaping path, an uploaded URL, a duplicate id or name, a bad window and a mistyped value', () => {
    const problems = problemsOf({
      carousel: [
        { id: 'a', document: { image: 'missing.svg' } },
        { id: 'a', document: { image: '../elsewhere.svg' } },
        { id: 'b', document: { image: `/tenant-assets/acme/uploads/${'0'.repeat(64)}.png` } },
        { id: 'c', document: { image: 'banner.svg', showFrom: '2030-02-01T00:00:00Z', showUntil: '2030-01-01T00:00:00Z' } },
      ],
      configuration: [
        { id: 'x', document: { name: 'stay', valueType: 'number', value: 1 } },
        { id: 'y', document: { name: 'stay', valueType: 'boolean', value: 'yes' } },
      ],
    });
    expect(problems.map((p) => p.pointer)).toEqual([
      '/siteContent/carousel/0/document/image',
      '/siteContent/carousel/1/id',
      '/siteContent/carousel/1/document/image',
      '/siteContent/carousel/2/document/image',
      '/siteContent/carousel/3/document/showUntil',
      '/siteContent/configuration/1/document/name',
      '/siteContent/configuration/1/document/value',
    ]);
    expect(problems[0]?.message).toContain('file not found');
    expect(problems[2]?.message).toContain("must stay inside the tenant's asset folder");
    expect(problems[3]?.message).toContain('uploaded images live in the database');
  });

  it('checks images by the asset rule: a link leading out of the folder and a folder are refused, a link inside is not', () => {
    const problems = problemsOf({
      carousel: [
        { id: 'a', document: { image: 'leads-out.svg' } },
        { id: 'b', document: { image: 'alias.svg' } },
        { id: 'c', document: { image: 'folder.svg' } },
      ],
    });
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/siteContent/carousel/0/document/image', expect.stringContaining("must stay inside the tenant's asset folder")],
      ['/siteContent/carousel/2/document/image', expect.stringContaining('is a folder, not a file')],
    ]);
  });
});
