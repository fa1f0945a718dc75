import { describe, expect, it } from 'vitest';
import { formSchemaOf, type JsonSchema } from '../form-schema';
import { placeFieldProblems, pointerParts } from './field-errors';

const text = {
  anyOf: [
    { type: 'string' },
    { type: 'object', properties: { 'en-gb': { type: 'string' }, 'zh-hans': { type: 'string' } } },
  ],
};
const page = formSchemaOf({
  type: 'object',
  required: ['pageId', 'title', 'html'],
  properties: { pageId: { type: 'string' }, title: text, html: { ...text, 'x-editor': 'html' } },
} as JsonSchema);
const footer = formSchemaOf({
  type: 'object',
  properties: {
    title: text,
    links: { type: 'array', items: { type: 'object', properties: { label: text, to: { type: 'string' } } } },
  },
} as JsonSchema);
const say = (p: { reason: string }) => `said ${p.reason}`;

describe('server field problems at their fields', () => {
  it('reads JSON pointers, escapes included', () => {
    expect(pointerParts('/links/1/to')).toEqual(['links', '1', 'to']);
    expect(pointerParts('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerParts('')).toEqual([]);
  });

  it("puts 'html: is required' at Body and 'Duplicate page id' at the id field", () => {
    const { errorSchema, unplaced } = placeFieldProblems(
      page,
      [
        { pointer: '/html', reason: 'required', message: 'html: is required' },
        { pointer: '/pageId', reason: 'PAGE_ID_DUPLICATE', message: 'Duplicate page id' },
      ],
      say,
    );
    expect(errorSchema).toEqual({
      html: { __errors: ['said required'] },
      pageId: { __errors: ['said PAGE_ID_DUPLICATE'] },
    });
    expect(unplaced).toEqual([]);
  });

  it('reaches a field of a list item and a language of a text; a field the form lacks is unplaced', () => {
    const { errorSchema, unplaced } = placeFieldProblems(
      footer,
      [
        { pointer: '/links/1/to', reason: 'link', message: 'links[1].to: ...' },
        { pointer: '/title/en-gb', reason: 'empty', message: 'title.en-gb: must not be empty' },
        { pointer: '/colour', reason: 'notAllowed', message: 'colour: is not allowed' },
        { pointer: '', reason: 'invalid', message: 'payload: ...' },
      ],
      say,
    );
    expect(errorSchema).toEqual({
      links: { 1: { to: { __errors: ['said link'] } } },
      title: { 'en-gb': { __errors: ['said empty'] } },
    });
    expect(unplaced.map((p) => p.pointer)).toEqual(['/colour', '']);
  });
});
