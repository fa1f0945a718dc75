/** Tenant text per language (DESIGN.md, 'Tenant text per language'): the customer's language, then the tenant's default, then any. */
export type LocalTextMap = Readonly<Partial<Record<string, string>>>;

export function localText(text: LocalTextMap, language: string, fallbackLanguage: string): string {
  return text[language] ?? text[fallbackLanguage] ?? Object.values(text).find((value) => value !== undefined) ?? '';
}
