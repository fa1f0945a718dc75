/**
 * From a content type's JSON Schema to the admin form (docs/admin.md#screens-forms): a new content
 * field is a schema change, not new code. Text that may be one string or a per-language map is
 * edited as the map (one field per language; a single string is shown in both); `x-editor` markers
 * pick the editor (rich text for html, an upload for images, a date and time picker), and a
 * configuration's value gets the editor of its value type.
 */
import { CONTENT_LANGUAGES } from '../../protocol/admin-content';

export type JsonSchema = Record<string, unknown>;
export type UiSchema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The per-language option of a text-or-map `anyOf`, or null when the schema is not one. */
function perLanguageOption(schema: JsonSchema): JsonSchema | null {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return null;
  const map = options.find((option) => isObject(option) && option.type === 'object' && isObject(option.properties));
  const text = options.find((option) => isObject(option) && option.type === 'string');
  return isObject(map) && text ? map : null;
}

/** The types of an `anyOf` of plain types without further rules ([string, number, boolean]), or null. */
function primitiveUnion(schema: JsonSchema): string[] | null {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length < 2) return null;
  const types = options.map((option) =>
    isObject(option) && typeof option.type === 'string' && ['string', 'number', 'boolean'].includes(option.type)
      ? option.type
      : null,
  );
  return types.every((type): type is string => type !== null) ? types : null;
}

function languagesOf(option: JsonSchema): string[] {
  return Object.keys(isObject(option.properties) ? option.properties : {});
}

/** The schema the form edits: text-or-map fields become the map (their title and description kept). */
export function formSchemaOf(schema: JsonSchema): JsonSchema {
  const option = perLanguageOption(schema);
  if (option) {
    const { anyOf: _anyOf, ...rest } = schema;
    // The form starts every language empty: an untouched optional text is left out when sent
    // (documentOf), so the form does not ask for a language (the server checks the document).
    const { minProperties: _minProperties, ...map } = option;
    return {
      ...rest,
      ...map,
      title: schema.title ?? option.title,
      description: schema.description ?? option.description,
    };
  }
  const primitives = primitiveUnion(schema);
  if (primitives) {
    // A value of one of several plain types (a configuration's value): one field whose editor the
    // uiSchema picks, not a choice of schemas.
    const { anyOf: _anyOf, ...rest } = schema;
    return { ...rest, type: primitives };
  }
  const out: JsonSchema = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, isObject(value) ? formSchemaOf(value) : value]),
    );
  }
  if (isObject(schema.items)) out.items = formSchemaOf(schema.items);
  return out;
}

/** The document to send: fields left empty (no text, an untouched per-language text) are left out. */
export function documentOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(documentOf);
  if (!isObject(value)) return value;
  const entries = Object.entries(value)
    .map(([key, field]) => [key, documentOf(field)] as const)
    .filter(
      ([, field]) => field !== undefined && field !== '' && !(isObject(field) && Object.keys(field).length === 0),
    );
  return Object.fromEntries(entries);
}

/** The document as the form edits it: a single string of a text-or-map field in every language. */
export function toFormData(schema: JsonSchema, value: unknown): unknown {
  const option = perLanguageOption(schema);
  if (option) {
    return typeof value === 'string'
      ? Object.fromEntries(languagesOf(option).map((language) => [language, value]))
      : value;
  }
  if (isObject(schema.properties) && isObject(value)) {
    const properties = schema.properties;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        isObject(properties[key]) ? toFormData(properties[key], field) : field,
      ]),
    );
  }
  if (isObject(schema.items) && Array.isArray(value)) {
    const items = schema.items;
    return value.map((entry) => toFormData(items, entry));
  }
  return value;
}

const WIDGETS: Record<string, string> = { html: 'richText', image: 'image', dateTime: 'dateTime' };

/** The form's uiSchema: the editor each `x-editor` marker asks for, and the configuration value's field. */
export function uiSchemaOf(schema: JsonSchema, type?: string): UiSchema {
  const ui: UiSchema = {};
  const editor = typeof schema['x-editor'] === 'string' ? WIDGETS[schema['x-editor']] : undefined;
  if (editor && schema.type === 'string') ui['ui:widget'] = editor;
  if (isObject(schema.properties)) {
    for (const [key, value] of Object.entries(schema.properties)) {
      if (!isObject(value)) continue;
      // The html editor's marker is on the field; its languages inherit it.
      const child = editor && value['x-editor'] === undefined ? { ...value, 'x-editor': schema['x-editor'] } : value;
      const sub = uiSchemaOf(child);
      if (Object.keys(sub).length > 0) ui[key] = sub;
    }
  }
  if (isObject(schema.items)) {
    const sub = uiSchemaOf(schema.items);
    if (Object.keys(sub).length > 0) ui.items = sub;
  }
  if (type === 'configuration') ui.value = { 'ui:field': 'configValue' };
  if (type === 'solution' || type === 'configuration') ui['ui:order'] = ['*'];
  return ui;
}

/** Text of a document for lists: its title, name or page id in the language shown. */
export function itemLabel(document: Record<string, unknown>, language: string): string {
  for (const key of ['title', 'name', 'pageId', 'label', 'heading', 'question']) {
    const value = document[key];
    if (typeof value === 'string' && value !== '') return value;
    if (isObject(value)) {
      const text = value[language] ?? value['en-gb'] ?? Object.values(value)[0];
      if (typeof text === 'string' && text !== '') return text;
    }
  }
  return '';
}

/** A field's title and description in one language (the admin catalogue's `fields.{type}` and `fieldLanguage`). */
export interface FieldText {
  title: string;
  description: string;
}

/**
 * Every field of a form schema, by path, with its schema: `links`, an array's item `links[]`, and the
 * item's fields `links[]/label`. The languages of a per-language text (`title.en-gb`) are not fields of
 * their own: `language` names them, and the languages share their texts across every type.
 */
export function walkFields(
  schema: JsonSchema,
  visit: (path: string, field: JsonSchema, language?: string) => void,
  path = '',
): void {
  if (isObject(schema.properties)) {
    const keys = Object.keys(schema.properties);
    const perLanguage = keys.length > 0 && keys.every((key) => (CONTENT_LANGUAGES as readonly string[]).includes(key));
    for (const [key, value] of Object.entries(schema.properties)) {
      if (!isObject(value)) continue;
      const child = perLanguage ? path : path === '' ? key : `${path}/${key}`;
      visit(perLanguage ? `${path}/${key}` : child, value, perLanguage ? key : undefined);
      walkFields(value, visit, child);
    }
  }
  if (isObject(schema.items)) {
    visit(`${path}[]`, schema.items);
    walkFields(schema.items, visit, `${path}[]`);
  }
}

/** The uiSchema node of a field path (`links[]/label` -> ui.links.items.label). */
function uiNodeAt(ui: UiSchema, path: string): UiSchema {
  let node = ui;
  for (const part of path.split('/')) {
    const [name = '', ...arrays] = part.split('[]');
    for (const step of [name, ...arrays.map(() => 'items')]) {
      if (!isObject(node[step])) node[step] = {};
      node = node[step] as UiSchema;
    }
  }
  return node;
}

/**
 * The form's titles and descriptions in the editor's language (docs/admin.md#screens-forms): the
 * schema's own (English) ones are replaced by the admin catalogue's texts for the type, field by
 * field, added to the uiSchema `ui` (as `ui:title` and `ui:description`). A field without a text
 * keeps the schema's (content-form-texts.test.ts makes sure none is missing in either language).
 */
export function withFieldTexts(
  ui: UiSchema,
  schema: JsonSchema,
  fields: Readonly<Record<string, FieldText>>,
  languages: Readonly<Record<string, FieldText>>,
): UiSchema {
  const out = structuredClone(ui);
  walkFields(schema, (path, _field, language) => {
    const text = language ? languages[language] : fields[path];
    if (!text) return;
    Object.assign(uiNodeAt(out, path), { 'ui:title': text.title, 'ui:description': text.description });
  });
  return out;
}

/**
 * A drop-down field without a default offers an empty first choice ("none yet"); it is named
 * `placeholder` (the editor's "Choose…") so the open list never holds an option without a name
 * (WCAG 4.1.2, docs/admin.md#choice-placeholder). A field whose uiSchema names its own placeholder keeps it.
 */
export function withChoicePlaceholders(ui: UiSchema, schema: JsonSchema, placeholder: string): UiSchema {
  const out = structuredClone(ui);
  walkFields(schema, (path, field) => {
    if (!Array.isArray(field.enum) || field.default !== undefined) return;
    const node = uiNodeAt(out, path);
    if (node['ui:placeholder'] === undefined) node['ui:placeholder'] = placeholder;
  });
  return out;
}

/**
 * Only the languages the tenant offers are edited (docs/admin.md#languages): the field of another
 * language is hidden, not removed, so text an earlier language list left in an item is kept as it is.
 */
export function withLanguagesOffered(ui: UiSchema, schema: JsonSchema, offered: readonly string[]): UiSchema {
  const out = structuredClone(ui);
  walkFields(schema, (path, _field, language) => {
    if (language !== undefined && !offered.includes(language)) uiNodeAt(out, path)['ui:widget'] = 'hidden';
  });
  return out;
}
