// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import enGb from '../../../i18n/locales/en-gb/common.json';
import zhHans from '../../../i18n/locales/zh-hans/common.json';
import { AppFooter } from './AppFooter';

// As the app reads the locale files (src/i18n/i18n.ts): values are not escaped, React escapes text itself.
const i18n = createTranslator({
  language: 'en-gb',
  defaultNamespace: 'common',
  resources: { 'en-gb': { common: enGb }, 'zh-hans': { common: zhHans } },
});

afterEach(cleanup);

const footer = (brandName: string) => (
  <TranslatorProvider translator={i18n}>
    <AppFooter
      brandName={brandName}
      footerImageSrc={null}
      designer="Designed by Studio"
      phone={null}
      email={null}
      website={null}
      compact
    />
  </TranslatorProvider>
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
