export type NameField = 'firstName' | 'lastName';

const isChinese = (language: string) => language.toLowerCase().startsWith('zh');

export const NAME_AUTOCOMPLETE: Record<NameField, string> = { firstName: 'given-name', lastName: 'family-name' };

/** The order the name fields are asked in: family name first in Chinese, as people write it. */
export function nameFieldOrder(language: string): readonly NameField[] {
  return isChinese(language) ? ['lastName', 'firstName'] : ['firstName', 'lastName'];
}

/** A person's full name as the language writes it ('Aroha Ngata'; '王小明'). */
export function fullName(firstName: string, lastName: string, language: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  return isChinese(language) ? `${last}${first}` : `${first} ${last}`.trim();
}

/** Letters for an avatar: 'AN'; in Chinese the family name's character. */
export function nameInitials(firstName: string, lastName: string, language: string): string {
  const initial = (name: string) => Array.from(name.trim())[0] ?? '';
  if (isChinese(language)) return initial(lastName) || initial(firstName);
  return `${initial(firstName)}${initial(lastName)}`.toUpperCase();
}
