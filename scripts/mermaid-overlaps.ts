/**
 * `npm run flows:mermaid-overlaps`: renders every Mermaid export of flows/diagrams with Mermaid
 * itself (node_modules/mermaid, in headless Chromium) and counts what is drawn over something
 * else: an arrow's label over another arrow's label, or over a state's box. Prints each diagram
 * with its count and the first overlaps, then the total (docs/flows.md#mermaid-exports).
 * `--max N` exits 1 when the total is above N.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium-path';

const root = path.resolve(import.meta.dirname, '..');
const diagramsDir = path.join(root, 'flows', 'diagrams');
const maxFlag = process.argv.indexOf('--max');
const max = maxFlag >= 0 ? Number(process.argv[maxFlag + 1]) : Infinity;

interface Drawn {
  readonly overlaps: string[];
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium found: install Debian chromium or set CHROMIUM_PATH.');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1200 } });
  await page.setContent('<!doctype html><html><body><div id="diagram"></div></body></html>');
  // tsx names the arrow functions it compiles with a `__name` helper, which the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  await page.addScriptTag({ path: path.join(root, 'node_modules/mermaid/dist/mermaid.min.js') });
  await page.evaluate(() => {
    (window as unknown as { mermaid: { initialize(config: object): void } }).mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
    });
  });
  let total = 0;
  const files = readdirSync(diagramsDir)
    .filter((name) => name.endsWith('.mmd'))
    .sort();
  for (const name of files) {
    const source = readFileSync(path.join(diagramsDir, name), 'utf8');
    const drawn = await page.evaluate(async (text: string): Promise<Drawn> => {
      const mermaid = (window as unknown as { mermaid: { render(id: string, text: string): Promise<{ svg: string }> } })
        .mermaid;
      const { svg } = await mermaid.render(`d${Math.random().toString(36).slice(2)}`, text);
      const holder = document.getElementById('diagram') as HTMLElement;
      holder.innerHTML = svg;
      const boxes = (selector: string) =>
        [...holder.querySelectorAll(selector)]
          .map((element) => ({
            text: (element.textContent ?? '').trim().slice(0, 40),
            rect: element.getBoundingClientRect(),
          }))
          .filter((box) => box.text !== '' && box.rect.width > 0 && box.rect.height > 0);
      const labels = boxes('g.edgeLabel');
      const states = boxes('g.node');
      // A pixel of touching is not an overlap.
      const over = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const overlaps: string[] = [];
      labels.forEach((label, i) => {
        for (const other of labels.slice(i + 1))
          if (over(label.rect, other.rect)) overlaps.push(`"${label.text}" over "${other.text}"`);
        for (const state of states)
          if (over(label.rect, state.rect)) overlaps.push(`"${label.text}" over the box "${state.text}"`);
      });
      return { overlaps };
    }, source);
    total += drawn.overlaps.length;
    const first = drawn.overlaps.slice(0, 3).join('; ');
    console.log(`${name.padEnd(44)} ${String(drawn.overlaps.length).padStart(3)}${first ? `  ${first}` : ''}`);
  }
  console.log(`${'total'.padEnd(44)} ${String(total).padStart(3)} overlaps in ${files.length} diagrams`);
  if (total > max) process.exitCode = 1;
} finally {
  await browser.close();
}
