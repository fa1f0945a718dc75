/**
 * Text size estimates for laying out SVG without a browser. Average glyph width of a plain
 * sans-serif is about 0.55 em; 0.6 em (7.2px at 12px) leaves room so labels never clip. CJK
 * characters (and other wide ones) are a full em.
 */
const EM_PER_CHAR = 0.6;
const EM_PER_CHAR_BOLD = 0.66;
const EM_PER_WIDE_CHAR = 1.02;

/** East Asian wide and full-width characters (CJK, kana, hangul, full-width punctuation). */
export function isWide(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}

export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) ems += isWide(char) ? EM_PER_WIDE_CHAR : bold ? EM_PER_CHAR_BOLD : EM_PER_CHAR;
  return Math.ceil(ems * fontSize);
}

/** Display columns: a wide character takes two. */
export function columns(text: string): number {
  let n = 0;
  for (const char of text) n += isWide(char) ? 2 : 1;
  return n;
}

/**
 * Breaks `text` into lines of at most `maxColumns` columns where possible: at spaces, and between
 * any two wide characters (Chinese has no spaces), never inside a Latin word.
 */
export function wrapText(text: string, maxColumns: number): string[] {
  // Tokens: Latin words with their following space, or single wide characters.
  const tokens =
    text.match(
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]+|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line !== '') line += ' ';
      continue;
    }
    if (line.trim() === '') line = token;
    else if (columns(line) + columns(token) <= maxColumns) line += token;
    else {
      lines.push(line.trimEnd());
      line = token;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
