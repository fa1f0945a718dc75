import { describe, expect, it } from 'vitest';
import { firstDownloadPlan } from './first-download-plan';
import type { ViteManifest } from './layout-shells';

const languageChunks = Object.fromEntries(
  ['en-gb', 'zh-hans'].flatMap((lang) =>
    ['common', 'screens', 'sections', 'account', 'messages'].map((ns) => [`src/i18n/locales/${lang}/${ns}.json`, { file: `assets/${ns}-${lang}.js`, imports: ['index.html'] }]),
  ),
);
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/features/pages/HomeScreen.tsx'] },
  'src/features/pages/HomeScreen.tsx': { file: 'assets/HomeScreen.js', imports: ['index.html', '_Card.js', '_SectionList.js'], dynamicImports: ['src/late.ts'] },
  '_Card.js': { file: 'assets/Card.js', imports: ['index.html'] },
  '_SectionList.js': { file: 'assets/SectionList.js', imports: ['_Card.js'] },
  'src/late.ts': { file: 'assets/late.js' },
  'src/protocol/cipher-browser.ts': { file: 'assets/cipher.js', imports: ['index.html'] },
  ...languageChunks,
};

describe('firstDownloadPlan', () => {
  it("lists a screen's chunk and what it imports statically, once each, never the entry or what it imports dynamically", () => {
    const plan = firstDownloadPlan(manifest, new Map([['home', 'src/features/pages/HomeScreen.tsx']]));
    expect(plan.screens).toEqual({ home: ['assets/HomeScreen.js', 'assets/Card.js', 'assets/SectionList.js'] });
    expect(plan.languages['zh-hans']).toEqual(['assets/common-zh-hans.js', 'assets/screens-zh-hans.js', 'assets/sections-zh-hans.js']);
    expect(plan.aesCodec).toEqual(['assets/cipher.js']);
    // SCREEN_NAMESPACES: the login screen reads 'account' and 'messages' in its first render.
    expect(plan.screenLanguages.login?.['en-gb']).toEqual(['assets/account-en-gb.js', 'assets/messages-en-gb.js']);
  });

  it('throws when a screen has no chunk (a renamed module), rather than preloading nothing unnoticed', () => {
    expect(() => firstDownloadPlan(manifest, new Map([['login', 'src/features/account/LoginScreen.tsx']]))).toThrow(/no chunk for src\/features\/account\/LoginScreen.tsx/);
  });
});
