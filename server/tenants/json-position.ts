/**
 * Where in a JSON file's text a JSON pointer points: the line and column an editor jumps to, so a
 * schema problem (which knows only its pointer) names the place in the file as a syntax error
 * does (docs/architecture.md#tenant-loading). A scanner that walks only the pointer's path and
 * skips every other value unparsed: a problem in a large file is located without building a tree.
 */

export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units as JSON.parse's positions (and most editors) count. */
  column: number;
}

/** The pointer's tokens ('/a~1b/0' is ['a/b', '0']); null when it is not a JSON pointer. */
function pointerTokens(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

class Scanner {
  at = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at] ?? '')) this.at += 1;
  }

  /** Reads the string starting at `at` (a '"'), returning its decoded value. */
  readString(): string {
    const start = this.at;
    this.at += 1;
    while (this.at < this.text.length) {
      const ch = this.text[this.at];
      if (ch === '\\') this.at += 2;
      else if (ch === '"') {
        this.at += 1;
        return JSON.parse(this.text.slice(start, this.at)) as string;
      } else this.at += 1;
    }
    throw new Error('unterminated string');
  }

  /** Moves past the value starting at `at`, whatever it is. */
  skipValue(): void {
    const ch = this.text[this.at];
    if (ch === '"') {
      this.readString();
      return;
    }
    if (ch === '{' || ch === '[') {
      let depth = 0;
      while (this.at < this.text.length) {
        const c = this.text[this.at];
        if (c === '"') {
          this.readString();
          continue;
        }
        if (c === '{' || c === '[') depth += 1;
        else if (c === '}' || c === ']') {
          depth -= 1;
          if (depth === 0) {
            this.at += 1;
            return;
          }
        }
        this.at += 1;
      }
      throw new Error('unterminated container');
    }
    // A number, true, false or null: runs until a delimiter.
    while (this.at < this.text.length && !',}] \t\n\r'.includes(this.text[this.at] ?? '')) this.at += 1;
  }

  /** With `at` on a '{', moves to the value of member `key`; false when there is none. */
  enterMember(key: string): boolean {
    this.at += 1;
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] !== '"') return false;
      const name = this.readString();
      this.skipSpace();
      if (this.text[this.at] !== ':') return false;
      this.at += 1;
      this.skipSpace();
      if (name === key) return true;
      this.skipValue();
      this.skipSpace();
      if (this.text[this.at] !== ',') return false;
      this.at += 1;
    }
  }

  /** With `at` on a '[', moves to item `index`; false when there is none. */
  enterItem(index: number): boolean {
    this.at += 1;
    for (let i = 0; ; i += 1) {
      this.skipSpace();
      if (this.text[this.at] === ']') return false;
      if (i === index) return true;
      this.skipValue();
      this.skipSpace();
      if (this.text[this.at] !== ',') return false;
      this.at += 1;
    }
  }
}

/** The offset in `text` where the value at `pointer` begins; null when the text has no such value. */
export function pointerOffset(text: string, pointer: string): number | null {
  const tokens = pointerTokens(pointer);
  if (tokens === null) return null;
  const scanner = new Scanner(text.replace(/^\uFEFF/, ''));
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  try {
    scanner.skipSpace();
    for (const token of tokens) {
      const ch = scanner.text[scanner.at];
      if (ch === '{') {
        if (!scanner.enterMember(token)) return null;
      } else if (ch === '[') {
        if (!/^(0|[1-9]\d*)$/.test(token) || !scanner.enterItem(Number(token))) return null;
      } else return null;
    }
    return scanner.at < scanner.text.length ? scanner.at + bom : null;
  } catch {
    return null;
  }
}

/** The line and column of `offset` in `text`. */
export function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(text.startsWith('\uFEFF') ? 1 : 0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: before.length - lastBreak };
}

/** Where the value at `pointer` begins in the JSON `text`; null when the text has no such value. */
export function pointerPosition(text: string, pointer: string): TextPosition | null {
  const offset = pointerOffset(text, pointer);
  return offset === null ? null : positionAt(text, offset);
}
