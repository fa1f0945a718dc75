// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enGb from '../../../i18n/locales/en-gb/common.json';
import zhHans from '../../../i18n/locales/zh-hans/common.json';
import { AppFooter } from './AppFooter';

const i18n = i18next.createInstance();

beforeAll(async () => {
  // As the app sets it up (src/i18n/i18n.ts): values are not escaped, React escapes text itself.
  await i18n.use(initReactI18next).init({
    lng: 'en-gb',
    lowerCaseLng: true,
    defaultNS: 'common',
    resources: { 'en-gb': { common: enGb }, 'zh-hans': { common: zhHans } },
    interpolation: { escapeValue: false },
  });
});

afterEach(cleanup);

const footer = (brandName: string) => (
  <I18nextProvider i18n={i18n}>
    <AppFooter brandName={brandName} footerImageSrc={null} designer="Designed by Studio" phone={null} email={null} website={null} compact />
  </I18nextProvider>
);

describe('the copyright line (docs/rules.md#footer)', () => {
  it.each(['en-gb', 'zh-hans'])('names the brand in one piece after the year, in %s', async (language) => {
    await i18n.changeLanguage(language);
    render(footer('莲花停车'));
    expect(screen.getByTestId('footer-brand').textContent).toBe('莲花停车');
    expect(screen.getByText(/^© \d{4}/).textContent).toMatch(/^© \d{4} 莲花停车 · Designed by Studio$/);
  });

  it('shows a brand name with markup characters as text, never as markup', async () => {
    await i18n.changeLanguage('en-gb');
    const { container } = render(footer('<strong>Big</strong> & $& Co'));
    expect(screen.getByTestId('footer-brand').textContent).toBe('<strong>Big</strong> & $& Co');
    expect(container.querySelector('strong')).toBeNull();
  });
});
