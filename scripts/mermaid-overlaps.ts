/**
 * `npm run flows:mermaid-overlaps`: renders every Mermaid export of flows/diagrams with Mermaid
 * itself (node_modules/mermaid, in headless Chromium, with the ELK layout registered as Mermaid's
 * live editor has it) and counts what is drawn over something else: an arrow's label over another
 * arrow's label, or over a state's box. Prints each diagram with its count and the first overlaps,
 * then the total (docs/flows.md#mermaid-exports). `--max N` exits 1 when the total is above N;
 * `--shots DIR` saves each rendered diagram as a PNG there. A diagram Mermaid drew nothing of fails.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium-path';

const root = path.resolve(import.meta.dirname, '..');
const diagramsDir = path.join(root, 'flows', 'diagrams');
const maxFlag = process.argv.indexOf('--max');
const max = maxFlag >= 0 ? Number(process.argv[maxFlag + 1]) : Infinity;
const shotsFlag = process.argv.indexOf('--shots');
const shotsDir = shotsFlag >= 0 ? process.argv[shotsFlag + 1] : undefined;

const ORIGIN = 'http://mermaid.localhost';
const PAGE = '<!doctype html><html><body><div id="diagram"></div></body></html>';

interface Drawn {
  readonly overlaps: string[];
  /** Arrow labels and state boxes drawn: a diagram with none did not render. */
  readonly labels: number;
  readonly states: number;
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium found: install Debian chromium or set CHROMIUM_PATH.');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1200 } });
  // The page and Mermaid's modules (with their chunks) come from node_modules under one made-up
  // origin: the ES modules import one another by relative URL. Nothing leaves the machine.
  await page.route(`${ORIGIN}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname;
    if (file === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    const onDisk = path.join(root, 'node_modules', path.normalize(file));
    if (!onDisk.startsWith(path.join(root, 'node_modules') + path.sep)) return route.abort();
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(onDisk) });
  });
  await page.goto(`${ORIGIN}/`);
  // tsx names the arrow functions it compiles with a `__name` helper, which the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  await page.evaluate(async (origin: string) => {
    const load = (url: string) => import(/* @vite-ignore */ url) as Promise<{ default: unknown }>;
    const mermaid = (await load(`${origin}/mermaid/dist/mermaid.esm.min.mjs`)).default as {
      initialize(config: object): void;
      registerLayoutLoaders(loaders: unknown): void;
    };
    const elk = (await load(`${origin}/@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs`)).default;
    mermaid.registerLayoutLoaders(elk);
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    (window as unknown as { mermaid: unknown }).mermaid = mermaid;
  }, ORIGIN);
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
      return { overlaps, labels: labels.length, states: states.length };
    }, source);
    if (drawn.labels === 0 || drawn.states === 0) {
      console.error(`${name}: nothing drawn (${drawn.labels} labels, ${drawn.states} states)`);
      process.exitCode = 1;
    }
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.locator('#diagram svg').screenshot({ path: path.join(shotsDir, name.replace(/\.mmd$/, '.png')) });
    }
    total += drawn.overlaps.length;
    const first = drawn.overlaps.slice(0, 3).join('; ');
    console.log(`${name.padEnd(44)} ${String(drawn.overlaps.length).padStart(3)}${first ? `  ${first}` : ''}`);
  }
  console.log(`${'total'.padEnd(44)} ${String(total).padStart(3)} overlaps in ${files.length} diagrams`);
  if (total > max) process.exitCode = 1;
} finally {
  await browser.close();
}
