/**
 * Every field of every admin form has its title and description in both languages of the admin
 * catalogue (docs/admin.md#screens-forms): a field added to schemas/content without its texts, or
 * texts left behind for a field that is gone, fail here.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_FORMS } from '../../generated/admin-forms';
import enGb from '../../i18n/locales/en-gb/admin.json';
import zhHans from '../../i18n/locales/zh-hans/admin.json';
import { CONTENT_LANGUAGES, CONTENT_TYPES } from '../../protocol/admin-content';
import { walkFields, withFieldTexts, type FieldText, type JsonSchema } from './form-schema';

const CATALOGUES = { 'en-gb': enGb, 'zh-hans': zhHans } as const;
const HAN = /\p{Script=Han}/u;

async function fieldPathsOf(
  type: (typeof CONTENT_TYPES)[number],
): Promise<{ paths: string[]; languages: Set<string>; schema: JsonSchema }> {
  const schema = (await ADMIN_FORMS[type]()).formSchema as JsonSchema;
  const paths: string[] = [];
  const languages = new Set<string>();
  walkFields(schema, (path, _field, language) => (language ? languages.add(language) : paths.push(path)));
  return { paths, languages, schema };
}

describe('admin form texts', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    const fields = catalogue.fields as Record<string, Record<string, FieldText>>;
    const languageTexts = catalogue.fieldLanguage as Record<string, FieldText>;

    it(`${language}: every field of every content type has a title and a description, and no text is left for a field that is gone`, async () => {
      expect(Object.keys(fields).sort()).toEqual([...CONTENT_TYPES].sort());
      const types = catalogue.type as Record<string, { one: string; description: string }>;
      for (const type of CONTENT_TYPES) {
        // The form's own heading and description (the schema's root).
        expect(types[type]?.one.trim(), `${language} ${type}`).toBeTruthy();
        expect(types[type]?.description.trim(), `${language} ${type}`).toBeTruthy();
        const { paths, languages } = await fieldPathsOf(type);
        expect(paths.length, type).toBeGreaterThan(0);
        expect(Object.keys(fields[type] ?? {}).sort(), type).toEqual([...paths].sort());
        for (const path of paths) {
          const text = fields[type]?.[path];
          expect(text?.title.trim(), `${language} ${type} ${path} title`).toBeTruthy();
          expect(text?.description.trim(), `${language} ${type} ${path} description`).toBeTruthy();
          if (language === 'zh-hans') expect(`${text?.title}${text?.description}`, `${type} ${path}`).toMatch(HAN);
        }
        for (const each of languages) expect(languageTexts[each]?.title, `${language} ${each}`).toBeTruthy();
      }
      expect(Object.keys(languageTexts).sort()).toEqual([...CONTENT_LANGUAGES].sort());
    });
  }

  it('puts the texts of the language shown into the uiSchema, field by field, keeping the editors', async () => {
    const { schema } = await fieldPathsOf('footer');
    const fields = zhHans.fields.footer as Record<string, FieldText>;
    const ui = withFieldTexts({ title: { 'ui:widget': 'keep' } }, schema, fields, zhHans.fieldLanguage);
    expect(ui).toMatchObject({
      title: {
        'ui:widget': 'keep',
        'ui:title': '标题',
        'ui:description': '该区块的标题。',
        'zh-hans': { 'ui:title': '简体中文' },
      },
      links: {
        'ui:title': '链接',
        items: {
          'ui:title': '页脚链接',
          label: { 'ui:title': '链接文字', 'en-gb': { 'ui:title': '英文 (English)' } },
          to: { 'ui:title': '目标' },
        },
      },
    });
  });
});
