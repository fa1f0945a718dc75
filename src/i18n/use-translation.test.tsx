// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Trans, withElements } from './Trans';
import { createTranslator, type Resource } from './translator';
import { TranslatorProvider, useTranslation } from './use-translation';

afterEach(cleanup);

/** A translator whose files arrive when the test says so. */
function deferredTranslator() {
  const waiting = new Map<string, (resource: Resource) => void>();
  const translator = createTranslator({
    language: 'en-gb',
    defaultNamespace: 'common',
    resources: { 'en-gb': { common: { hello: 'Hello' } }, 'zh-hans': { common: { hello: '你好' } } },
    load: (language, namespace) => new Promise((resolve) => waiting.set(`${language}/${namespace}`, resolve)),
  });
  const arrive = async (file: string, resource: Resource) => {
    await act(async () => waiting.get(file)?.(resource));
  };
  return { translator, arrive };
}

function Parking() {
  const { t } = useTranslation('parking');
  return <p>{t('title')}</p>;
}

function Scarce() {
  const { t, ready } = useTranslation('parking', { useSuspense: false });
  return <p>{ready ? t('title') : 'not yet'}</p>;
}

function Hello() {
  const { t, i18n } = useTranslation();
  return <p>{`${t('hello')} (${i18n.language})`}</p>;
}

describe('useTranslation', () => {
  it('suspends until its namespace is loaded, then shows its texts', async () => {
    const { translator, arrive } = deferredTranslator();
    render(
      <TranslatorProvider translator={translator}>
        <Suspense fallback={<p>loading</p>}>
          <Parking />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await arrive('en-gb/parking', { title: 'Book a space' });
    expect(await screen.findByText('Book a space')).toBeTruthy();
  });

  it('without Suspense renders not ready, then again once loaded', async () => {
    const { translator, arrive } = deferredTranslator();
    render(
      <TranslatorProvider translator={translator}>
        <Scarce />
      </TranslatorProvider>,
    );
    expect(screen.getByText('not yet')).toBeTruthy();
    await arrive('en-gb/parking', { title: 'Book a space' });
    expect(await screen.findByText('Book a space')).toBeTruthy();
  });

  it("with load 'use', asks for nothing until t() is called, gives the default until the file arrives, then its text", async () => {
    const { translator, arrive } = deferredTranslator();
    const asked: string[] = [];
    const load = translator.load.bind(translator);
    translator.load = (language, namespaces) => {
      asked.push(...namespaces.map((ns) => `${language}/${ns}`));
      return load(language, namespaces);
    };
    function Notice({ code }: { code: string | null }) {
      const { t } = useTranslation('messages', { load: 'use' });
      return <p>{code === null ? 'quiet' : `[${t(code, { defaultValue: 'Connection failed' })}]`}</p>;
    }
    const { rerender } = render(
      <TranslatorProvider translator={translator}>
        <Notice code={null} />
      </TranslatorProvider>,
    );
    expect(screen.getByText('quiet')).toBeTruthy();
    expect(asked).toEqual([]);
    rerender(
      <TranslatorProvider translator={translator}>
        <Notice code="CONNECTION_FAILED" />
      </TranslatorProvider>,
    );
    expect(screen.getByText('[Connection failed]')).toBeTruthy();
    expect(asked).toContain('en-gb/messages');
    await arrive('en-gb/messages', { CONNECTION_FAILED: 'Connection failed, try again' });
    expect(await screen.findByText('[Connection failed, try again]')).toBeTruthy();
  });

  it('renders again in the new language', async () => {
    const { translator } = deferredTranslator();
    render(
      <TranslatorProvider translator={translator}>
        <Hello />
      </TranslatorProvider>,
    );
    expect(screen.getByText('Hello (en-gb)')).toBeTruthy();
    await act(() => translator.changeLanguage('zh-hans'));
    expect(screen.getByText('你好 (zh-hans)')).toBeTruthy();
  });
});

describe('useTranslation renders', () => {
  it('again for its own namespaces and the language, not for every file another screen loads', async () => {
    const { translator, arrive } = deferredTranslator();
    let renders = 0;
    function Counted() {
      renders += 1;
      const { t } = useTranslation();
      return <p>{t('hello')}</p>;
    }
    render(
      <TranslatorProvider translator={translator}>
        <Counted />
      </TranslatorProvider>,
    );
    const before = renders;
    const other = translator.load('en-gb', ['parking']);
    await arrive('en-gb/parking', { title: 'Book a space' });
    await other;
    expect(renders).toBe(before);
  });
});

describe('Trans', () => {
  it('puts the given elements where the text names them, and the inner text of an unknown tag', () => {
    const translator = createTranslator({
      language: 'en-gb',
      defaultNamespace: 'common',
      resources: {
        'en-gb': {
          common: { terms: 'I accept the <link>terms</link>.', steps: 'Tap <icon/> <b>Share</b>, then <i>Add</i>.' },
        },
      },
    });
    const { container } = render(
      <TranslatorProvider translator={translator}>
        <Trans i18nKey="terms" components={{ link: <a href="/terms" /> }} />
        <Trans i18nKey="steps" components={{ icon: <svg data-testid="icon" />, b: <strong /> }} />
      </TranslatorProvider>,
    );
    expect(container.innerHTML).toBe(
      'I accept the <a href="/terms">terms</a>.Tap <svg data-testid="icon"></svg> <strong>Share</strong>, then Add.',
    );
  });

  it('reads tags inside tags', () => {
    const { container } = render(<p>{withElements('<b>bold <i>and italic</i></b> end', { b: <b />, i: <i /> })}</p>);
    expect(container.innerHTML).toBe('<p><b>bold <i>and italic</i></b> end</p>');
  });
});
