/**
 * The welcome section's text for the server's first paint (docs/architecture.md#first-paint),
 * generated from the app's locale files: the server may not import src/i18n, so it reads this
 * typed copy in src/generated/welcome-text.ts instead, and `codegen --check` fails when a locale
 * file changes and the copy does not. Only the logged-out text: the first paint never knows a name.
 */
const PERIODS = ['morning', 'afternoon', 'evening'] as const;
const SITE = '{{site}}';

export const WELCOME_TEXT_BANNER =
  '/* Generated from src/i18n/locales/<language>/sections.json by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */';

interface WelcomeText {
  title: string;
  greeting: Record<(typeof PERIODS)[number], string>;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${where} must be a non-empty string`);
  return value;
}

/** One language's welcome text out of its parsed sections.json; throws when a key is missing or the title has no {{site}}. */
export function welcomeTextOf(language: string, sections: unknown): WelcomeText {
  const where = `src/i18n/locales/${language}/sections.json`;
  const welcome = (sections as { welcome?: { title?: unknown; greeting?: Record<string, unknown> } } | null)?.welcome;
  const title = text(welcome?.title, `${where}: welcome.title`);
  if (!title.includes(SITE)) throw new Error(`${where}: welcome.title must contain ${SITE}`);
  const greeting = Object.fromEntries(
    PERIODS.map((period) => [period, text(welcome?.greeting?.[period], `${where}: welcome.greeting.${period}`)]),
  );
  return { title, greeting: greeting as WelcomeText['greeting'] };
}

/** The module's source: every language's text, in the order given (sorted by the caller). */
export function welcomeTextModule(languages: readonly { language: string; sections: unknown }[]): string {
  const entries = languages.map(
    ({ language, sections }) => `  ${JSON.stringify(language)}: ${JSON.stringify(welcomeTextOf(language, sections))},`,
  );
  return [
    WELCOME_TEXT_BANNER,
    '',
    `/** A language the app has locale files for. */`,
    `export type WelcomeLanguage = ${languages.map(({ language }) => JSON.stringify(language)).join(' | ') || 'never'};`,
    '',
    `/** The welcome section's logged-out text: the title's ${SITE} is the site's name, to be escaped by whoever writes it into HTML. */`,
    'export interface WelcomeText {',
    '  title: string;',
    `  greeting: { ${PERIODS.map((period) => `${period}: string`).join('; ')} };`,
    '}',
    '',
    'export const WELCOME_TEXT: Record<WelcomeLanguage, WelcomeText> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
