import { describe, expect, it } from 'vitest';
import { welcomeTextModule, welcomeTextOf } from './welcome-text';

const sections = (
  title: unknown,
  greeting: Record<string, unknown> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
) => ({ welcome: { title, greeting } });

describe('welcomeTextOf', () => {
  it('takes the logged-out title and greetings, leaving {{site}} for the server to fill in', () => {
    expect(welcomeTextOf('en-gb', sections('Welcome to {{site}}'))).toEqual({
      title: 'Welcome to {{site}}',
      greeting: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    });
  });

  it('refuses a locale file without a greeting or whose title has no {{site}}', () => {
    expect(() =>
      welcomeTextOf('en-gb', sections('Welcome to {{site}}', { morning: 'Morning', afternoon: 'Afternoon' })),
    ).toThrow('welcome.greeting.evening');
    expect(() => welcomeTextOf('en-gb', sections('Welcome'))).toThrow('{{site}}');
    expect(() => welcomeTextOf('en-gb', {})).toThrow('welcome.title');
  });
});

describe('welcomeTextModule', () => {
  it('types the languages it was given', () => {
    const source = welcomeTextModule([
      { language: 'en-gb', sections: sections('Welcome to {{site}}') },
      { language: 'zh-hans', sections: sections('欢迎来到{{site}}') },
    ]);
    expect(source).toContain(`export type WelcomeLanguage = "en-gb" | "zh-hans";`);
    expect(source).toContain('"zh-hans": {"title":"欢迎来到{{site}}"');
  });
});
