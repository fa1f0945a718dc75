import { describe, expect, it } from 'vitest';
import { declaredFamilies, latinFontFiles } from './font-preloads';

const face = (body: string) => `@font-face {\n  font-family: 'Brand';\n  font-display: swap;\n  ${body}\n}\n`;
const LATIN = 'unicode-range: U+0000-00FF, U+0131, U+2000-206F;';

describe('latinFontFiles', () => {
  it('keeps the upright woff2 faces that cover Basic Latin, in the order declared, once each', () => {
    const css = [
      face(`font-style: normal; font-weight: 400; src: url(fonts/brand-400.woff2) format('woff2'); ${LATIN}`),
      face(`font-style: italic; font-weight: 400; src: url(fonts/brand-400-italic.woff2) format('woff2'); ${LATIN}`),
      face(`font-style: normal; font-weight: 700; src: url("fonts/brand-700.woff2") format('woff2'); ${LATIN}`),
      face(
        `font-style: normal; font-weight: 400; src: url(fonts/brand-cyrillic.woff2) format('woff2'); unicode-range: U+0400-045F;`,
      ),
      face(`font-style: normal; font-weight: 700; src: url(fonts/brand-700.woff2) format('woff2'); ${LATIN}`),
    ].join('');
    expect(latinFontFiles(css)).toEqual(['fonts/brand-400.woff2', 'fonts/brand-700.woff2']);
  });

  it('takes a face without a range or style as covering everything upright, and skips other formats and remote files', () => {
    const css = [
      face(`src: url(whole.woff2) format('woff2');`),
      face(`src: url(old.woff) format('woff');`),
      face(`src: url(https://fonts.example/x.woff2) format('woff2');`),
      face(`src: url(data:font/woff2;base64,AAAA.woff2);`),
    ].join('');
    expect(latinFontFiles(css)).toEqual(['whole.woff2']);
  });

  it('names at most four files, so fonts never crowd out the app on a slow connection', () => {
    const css = Array.from({ length: 6 }, (_, i) => face(`font-weight: ${(i + 1) * 100}; src: url(f${i}.woff2);`)).join(
      '',
    );
    expect(latinFontFiles(css)).toHaveLength(4);
  });
});

describe('declaredFamilies', () => {
  it('names each family the stylesheet declares once, unquoted and in lower case', () => {
    const css = `${face('font-weight: 400;')}${face('font-weight: 700;')}@font-face { font-family: "Noto Sans SC"; src: url(a.woff2); }\n@font-face{font-family:Plain Face;src:url(b.woff2)}`;
    expect(declaredFamilies(css)).toEqual(['brand', 'noto sans sc', 'plain face']);
    expect(declaredFamilies('body { font-family: Brand; }')).toEqual([]);
  });
});
