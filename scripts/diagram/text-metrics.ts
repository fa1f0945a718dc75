/**
 * Text size estimates for laying out SVG without a browser. Average glyph width of a plain
 * sans-serif is about 0.55 em; 0.6 em (7.2px at 12px) leaves room so labels never clip.
 */
const EM_PER_CHAR = 0.6;
const EM_PER_CHAR_BOLD = 0.66;

export function textWidth(text: string, fontSize: number, bold = false): number {
  return Math.ceil([...text].length * fontSize * (bold ? EM_PER_CHAR_BOLD : EM_PER_CHAR));
}

/** Breaks `text` at spaces (and after commas) into lines of at most `maxChars` where possible. */
export function wrapText(text: string, maxChars: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
