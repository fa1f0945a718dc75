import { describe, expect, it } from 'vitest';
import {
  documentOf,
  formSchemaOf,
  itemLabel,
  toFormData,
  uiSchemaOf,
  withChoicePlaceholders,
  withLanguagesOffered,
} from './form-schema';

const text = {
  title: 'Title',
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'object', properties: { 'en-gb': { type: 'string' }, 'zh-hans': { type: 'string' } } },
  ],
};
const html = { ...text, 'x-editor': 'html' };
const schema = {
  type: 'object',
  properties: {
    title: text,
    html,
    image: { type: 'string', 'x-editor': 'image' },
    links: { type: 'array', items: { type: 'object', properties: { label: text } } },
  },
};

describe('content form schema', () => {
  it('edits text-or-map fields as the per-language map, keeping their title', () => {
    const form = formSchemaOf(schema) as {
      properties: Record<string, { type: string; title: string; properties?: object }>;
    };
    expect(form.properties.title?.type).toBe('object');
    expect(form.properties.title?.title).toBe('Title');
    expect(Object.keys(form.properties.title?.properties ?? {})).toEqual(['en-gb', 'zh-hans']);
  });

  it('shows a single string in every language, and leaves maps and other fields alone', () => {
    expect(toFormData(schema, { title: 'Hi', image: 'a.png', links: [{ label: { 'en-gb': 'x' } }] })).toEqual({
      title: { 'en-gb': 'Hi', 'zh-hans': 'Hi' },
      image: 'a.png',
      links: [{ label: { 'en-gb': 'x' } }],
    });
  });

  it('picks the editors the x-editor markers ask for', () => {
    const ui = uiSchemaOf(formSchemaOf(schema), 'configuration');
    expect(ui.html).toEqual({ 'en-gb': { 'ui:widget': 'richText' }, 'zh-hans': { 'ui:widget': 'richText' } });
    expect(ui.image).toEqual({ 'ui:widget': 'image' });
    expect(ui.value).toEqual({ 'ui:field': 'configValue' });
  });

  it('edits a value of several plain types as one field', () => {
    const form = formSchemaOf({
      type: 'object',
      properties: {
        value: { title: 'Value', anyOf: [{ type: 'string', maxLength: 9 }, { type: 'number' }, { type: 'boolean' }] },
      },
    }) as {
      properties: { value: Record<string, unknown> };
    };
    expect(form.properties.value).toEqual({ title: 'Value', type: ['string', 'number', 'boolean'] });
  });

  it('leaves out what the editor left empty', () => {
    expect(documentOf({ title: { 'en-gb': 'Hi' }, text: {}, link: '', links: [{ label: {} }], order: 0 })).toEqual({
      title: { 'en-gb': 'Hi' },
      links: [{}],
      order: 0,
    });
  });

  it('labels an item by its title in the language shown', () => {
    expect(itemLabel({ title: { 'en-gb': 'Spring', 'zh-hans': '春' } }, 'zh-hans')).toBe('春');
    expect(itemLabel({ pageId: 'about' }, 'en-gb')).toBe('about');
  });
});

describe('withChoicePlaceholders', () => {
  const choices = {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['a', 'b'] },
      size: { type: 'string', enum: ['s', 'm'], default: 's' },
      own: { type: 'string', enum: ['x'] },
      name: { type: 'string' },
      rows: { type: 'array', items: { type: 'object', properties: { mode: { type: 'string', enum: ['on', 'off'] } } } },
    },
  };

  it('names the empty choice of every drop-down without a default, nested ones included, and keeps a placeholder of its own', () => {
    const ui = withChoicePlaceholders({ own: { 'ui:placeholder': 'Pick one' } }, choices, 'Choose…');
    expect(ui).toEqual({
      kind: { 'ui:placeholder': 'Choose…' },
      own: { 'ui:placeholder': 'Pick one' },
      rows: { items: { mode: { 'ui:placeholder': 'Choose…' } } },
    });
  });

  it('leaves the uiSchema it was given unchanged', () => {
    const given = { kind: { 'ui:title': 'Kind' } };
    withChoicePlaceholders(given, choices, 'Choose…');
    expect(given).toEqual({ kind: { 'ui:title': 'Kind' } });
  });
});

describe('withLanguagesOffered', () => {
  it("hides the fields of a language the tenant does not offer, nested ones too, and keeps the others' editors", () => {
    const form = formSchemaOf(schema);
    const ui = withLanguagesOffered(uiSchemaOf(form), form, ['en-gb']);
    expect(ui).toMatchObject({
      title: { 'zh-hans': { 'ui:widget': 'hidden' } },
      html: { 'en-gb': { 'ui:widget': 'richText' }, 'zh-hans': { 'ui:widget': 'hidden' } },
      links: { items: { label: { 'zh-hans': { 'ui:widget': 'hidden' } } } },
    });
    expect((ui.title as Record<string, unknown>)['en-gb']).toBeUndefined();
  });

  it('hides nothing when every language is offered', () => {
    const form = formSchemaOf(schema);
    expect(withLanguagesOffered(uiSchemaOf(form), form, ['en-gb', 'zh-hans'])).toEqual(uiSchemaOf(form));
  });
});
