import { describe, expect, it } from 'vitest';
import { pointerPosition } from './json-position';
import { locateProblems } from './locate-problems';
import { formatProblem } from './report';

const TEXT = `{
  "id": "acme",
  "a/b": { "~x": [10, "s\\"]", { "deep": null }] },
  "sites": [
    { "shopCode": "One", "tags": [] },
    {
      "shopCode": "Two",
      "name": "Caf\\u00e9 ✓", "late": true
    }
  ]
}
`;

describe('pointerPosition', () => {
  it.each([
    ['', 1, 1],
    ['/id', 2, 9],
    ['/sites', 4, 12],
    ['/sites/0', 5, 5],
    ['/sites/0/shopCode', 5, 19],
    ['/sites/0/tags', 5, 34],
    ['/sites/1', 6, 5],
    ['/sites/1/shopCode', 7, 19],
    ['/sites/1/late', 8, 38],
    // ~1 is '/', ~0 is '~'; strings with escaped quotes and brackets are skipped whole.
    ['/a~1b/~0x/1', 3, 23],
    ['/a~1b/~0x/2/deep', 3, 41],
  ])('finds %s at line %i, column %i', (pointer, line, column) => {
    expect(pointerPosition(TEXT, pointer)).toEqual({ line, column });
  });

  it.each(['/nope', '/sites/2', '/sites/x', '/id/0', 'id', '/sites/01'])('has no place for %s', (pointer) => {
    expect(pointerPosition(TEXT, pointer)).toBeNull();
  });

  it('counts columns after a byte-order mark as JSON.parse does without it', () => {
    expect(pointerPosition(`\uFEFF{"id": 1}`, '/id')).toEqual({ line: 1, column: 8 });
  });

  it('gives up, without throwing, on text that is not JSON', () => {
    expect(pointerPosition('{"id": "unterminated', '/id/x')).toBeNull();
    expect(pointerPosition('{"a": [1, 2', '/a/5')).toBeNull();
  });
});

describe('locateProblems', () => {
  it('adds the line and column of each pointer, reading each file once, and prints file:line:column', () => {
    const reads: string[] = [];
    const readText = (file: string) => {
      reads.push(file);
      return file === 'tenants/acme.json' ? TEXT : null;
    };
    const located = locateProblems(
      [
        { file: 'tenants/acme.json', pointer: '/sites/1/shopCode', message: 'must be lower case' },
        { file: 'tenants/acme.json', pointer: '/sites/0', message: 'missing required property "name"' },
        { file: 'tenants/acme.json', pointer: '', message: 'is not valid JSON: at line 2, column 3' },
        { file: 'tenants/gone.json', pointer: '/id', message: 'clashes' },
      ],
      readText,
    );
    expect(reads).toEqual(['tenants/acme.json', 'tenants/gone.json']);
    expect(located.map((p) => formatProblem(p, process.cwd()))).toEqual([
      'tenants/acme.json:7:19 /sites/1/shopCode: must be lower case',
      'tenants/acme.json:5:5 /sites/0: missing required property "name"',
      'tenants/acme.json: is not valid JSON: at line 2, column 3',
      'tenants/gone.json /id: clashes',
    ]);
  });
});
