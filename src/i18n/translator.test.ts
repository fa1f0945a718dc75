import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator, interpolate, type Resource } from './translator';

const en: Record<string, Resource> = {
  common: {
    nav: { home: 'Home', greeting: 'Hi, {{name}}' },
    'flat.key': 'A flat key',
    tickets_one: '{{count}} ticket',
    tickets_other: '{{count}} tickets',
    tickets_zero: 'No tickets',
    spaces: '{{count}} spaces',
    seat_table_one: 'One seat at a table',
    seat_table_other: '{{count}} seats at a table',
    seat_table: 'Seats at a table',
    seat: 'Seats',
    empty: '',
  },
  screens: { title: { home: 'Welcome' }, nav: { home: 'Home screen' } },
};
const zh: Record<string, Resource> = { common: { nav: { home: '首页' }, tickets_other: '{{count}} 张票' } };

function translator() {
  return createTranslator({ language: 'en-gb', defaultNamespace: 'common', resources: { 'en-gb': en, 'zh-hans': zh } });
}

describe('t()', () => {
  it('reads nested keys, flat keys with dots, and the first namespace that has the key', () => {
    const t = translator().fixedT('en-gb', ['screens', 'common']);
    expect(t('title.home')).toBe('Welcome');
    expect(t('nav.home')).toBe('Home screen');
    expect(t('nav.greeting', { name: 'Ann' })).toBe('Hi, Ann');
    expect(t('flat.key')).toBe('A flat key');
  });

  it('takes a namespace from the key or from ns, and gives the key itself when nothing has it', () => {
    const t = translator().fixedT('en-gb', 'common');
    expect(t('screens:title.home')).toBe('Welcome');
    expect(t('title.home', { ns: 'screens' })).toBe('Welcome');
    expect(t('screens:title.missing')).toBe('title.missing');
    expect(t('Visit: our car park', { nsSeparator: false, defaultValue: 'Visit: our car park' })).toBe(
      'Visit: our car park',
    );
    expect(t('missing.key', { defaultValue: 'Hello {{name}}', name: 'Bo' })).toBe('Hello Bo');
    expect(t(['missing.one', 'nav.home'])).toBe('Home');
    expect(t(['missing.one', 'missing.two'])).toBe('missing.two');
    expect(t('empty')).toBe('');
    expect(t('nav')).toBe('nav');
  });

  it('picks the plural form by Intl.PluralRules, the zero form for 0, and the bare key when there is no form', () => {
    const t = translator().fixedT('en-gb', 'common');
    expect(t('tickets', { count: 1 })).toBe('1 ticket');
    expect(t('tickets', { count: 3 })).toBe('3 tickets');
    expect(t('tickets', { count: 0 })).toBe('No tickets');
    expect(t('spaces', { count: 1 })).toBe('1 spaces');
    expect(translator().fixedT('zh-hans', 'common')('tickets', { count: 1 })).toBe('1 张票');
  });

  it('tries the context with the plural form, then the context, then the key', () => {
    const t = translator().fixedT('en-gb', 'common');
    expect(t('seat', { context: 'table', count: 1 })).toBe('One seat at a table');
    expect(t('seat', { context: 'table', count: 2 })).toBe('2 seats at a table');
    expect(t('seat', { context: 'table' })).toBe('Seats at a table');
    expect(t('seat', { context: 'bar' })).toBe('Seats');
  });

  it('knows what exists and reads a resource object', () => {
    const tr = translator();
    expect(tr.exists('screens:title.home')).toBe(true);
    expect(tr.exists('screens:title.nothing')).toBe(false);
    expect(tr.getResource('en-gb', 'screens', 'title')).toEqual({ home: 'Welcome' });
    expect(tr.getResource('en-gb', 'screens', 'title.none')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills {{name}} and {{- name}}, empties a name given as undefined, and leaves a name not given', () => {
    expect(interpolate('{{a}} and {{- b}} and {{ c }}', { a: 1, b: '<b>', c: 'x' })).toBe('1 and <b> and x');
    expect(interpolate('[{{a}}]', { a: undefined })).toBe('[]');
    expect(interpolate('[{{a}}]', {})).toBe('[{{a}}]');
  });

  it('never reads a value as a template (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, value) => {
        expect(interpolate(`${before.replace(/[{}]/g, '')}{{v}}`, { v: value })).toBe(
          `${before.replace(/[{}]/g, '')}${value}`,
        );
      }),
    );
  });
});

describe('loading and switching', () => {
  it('loads each language and namespace once, and switches language only once its files are in', async () => {
    const load = vi.fn(async (language: string, namespace: string): Promise<Resource> => ({
      hello: `${namespace} in ${language}`,
    }));
    const tr = createTranslator({ defaultNamespace: 'common', load });
    expect(tr.language).toBe('');
    let started = false;
    void tr.started.then(() => (started = true));
    await Promise.all([tr.load('en-gb', ['common', 'screens']), tr.load('en-gb', ['common', 'screens'])]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(tr.hasLoaded('en-gb', ['common', 'screens'])).toBe(true);
    await tr.changeLanguage('en-gb');
    expect(started).toBe(true);
    const listener = vi.fn();
    tr.subscribe(listener);
    const switching = tr.changeLanguage('zh-hans');
    expect(tr.language).toBe('en-gb');
    await switching;
    // Every namespace used so far came in the new language before the switch.
    expect(
      load.mock.calls
        .filter(([language]) => language === 'zh-hans')
        .map(([, ns]) => ns)
        .sort(),
    ).toEqual(['common', 'screens']);
    expect(tr.language).toBe('zh-hans');
    expect(tr.fixedT('zh-hans', 'screens')('hello')).toBe('screens in zh-hans');
    expect(listener).toHaveBeenCalled();
  });
});
