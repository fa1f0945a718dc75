/* Generated from src/i18n/locales/<language>/sections.json by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/** A language the app has locale files for. */
export type WelcomeLanguage = "en-gb" | "ms-my" | "zh-hans";

/** The welcome section's logged-out text: the title's {{site}} is the site's name, to be escaped by whoever writes it into HTML. */
export interface WelcomeText {
  title: string;
  greeting: { morning: string; afternoon: string; evening: string };
}

export const WELCOME_TEXT: Record<WelcomeLanguage, WelcomeText> = {
  "en-gb": {"title":"Welcome to {{site}}","greeting":{"morning":"Good morning","afternoon":"Good afternoon","evening":"Good evening"}},
  "ms-my": {"title":"Selamat datang ke {{site}}","greeting":{"morning":"Selamat pagi","afternoon":"Selamat petang","evening":"Selamat malam"}},
  "zh-hans": {"title":"欢迎来到{{site}}","greeting":{"morning":"早上好","afternoon":"下午好","evening":"晚上好"}},
};
