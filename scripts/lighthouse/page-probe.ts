/**
 * The page probe: how much main-thread CPU a fixed, page-like load costs this host's Chromium, to
 * check what the benchmark index cannot (docs/architecture.md#calibrated-phone). Lighthouse's index
 * times a loop of string building and array copying in JavaScript alone; a page load also parses
 * HTML and CSS, compiles scripts, builds, styles, lays out and paints elements, and Chromium does
 * that with system calls (memory mapping, IPC) the loop never makes. On one kind of two-core
 * machine Chromium spent 40% of its CPU in the kernel, and the app's pages cost their main thread
 * 3-5 times the CPU they cost on another kind at the same index (docs/performance-log.md,
 * 2026-12-02): the same multiplier made a slower phone there.
 *
 * The probe is a document made here, the same on every run and host: a style sheet of 150 rules, a
 * script of 1,500 generated functions, which builds 1,500 styled elements three times with a
 * layout each time, and a JSON round trip of 20,000 objects. Its cost is the CPU (thread time) of
 * the tab's renderer main thread from setting the document until the script says it is done,
 * the median of PROBE_RUNS fresh tabs after one not counted. Reported, not judged: bench:lighthouse
 * prints it and what it makes of the phone (phoneDrift), and changes the multiplier by it only
 * under BENCH_LH_CALIBRATION=probe.
 */
import { chromium } from 'playwright-core';
import { median } from '../bench/measure';
import { cpuMs, recordTrace, rendererMainThread } from './renderer-trace';

const RULES = 150;
const FUNCTIONS = 1500;
const BUILDS = 3;
const RECORDS = 20_000;
export const PROBE_RUNS = 7;

/**
 * The probe's main-thread CPU on the reference phone, in ms: its median on a host of the fast kind
 * times the multiplier the index gave that host in the same run, 130 ms x 8.50 (median index 3,257)
 * and 141 ms x 7.58 (index 2,903), 1,105 and 1,069 ms in two runs of bench:lighthouse
 * (docs/performance-log.md, 2026-12-02). A host whose probe, times its own index multiplier, reads
 * this emulates the same phone in the work a page does, not only in the index's loop.
 */
export const REFERENCE_PHONE_PROBE_MS = 1100;

/** The probe document: deterministic, so every host loads the same bytes. */
export function probeDocument(): string {
  const rules = Array.from(
    { length: RULES },
    (_, i) =>
      `.c${i}{color:rgb(${i % 256},${(i * 7) % 256},${(i * 13) % 256});padding:${i % 9}px;margin:${i % 5}px ${i % 7}px;` +
      `font:${12 + (i % 6)}px/1.4 sans-serif;border:${i % 3}px solid #${(i * 4099).toString(16).padStart(6, '0').slice(-6)};` +
      `display:${i % 4 === 0 ? 'flex' : 'block'}}`,
  ).join('\n');
  const functions = Array.from(
    { length: FUNCTIONS },
    (_, i) =>
      `function f${i}(o){let s=${i};for(const k in o)s+=o[k].length*${(i % 17) + 1};` +
      `return{id:${i},s,name:'item-${i}-'+(s%97),tags:[${i % 7},${i % 11},${i % 13}]}}`,
  ).join('\n');
  const script = `${functions}
const F=[${Array.from({ length: FUNCTIONS }, (_, i) => `f${i}`).join(',')}];
const root=document.getElementById('root');
let height=0;
for(let b=0;b<${BUILDS};b++){
  const frag=document.createDocumentFragment();
  for(let i=0;i<F.length;i++){
    const v=F[i]({a:'x'.repeat((i+b)%23),b:String(i*b)});
    const el=document.createElement('div');
    el.className='c'+(i%${RULES});
    el.textContent=v.name+' '+v.s+' '+v.tags.join('/');
    frag.appendChild(el);
  }
  root.replaceChildren(frag);
  height+=root.offsetHeight;
}
const records=JSON.parse(JSON.stringify(Array.from({length:${RECORDS}},(_,i)=>({i,t:'t'+i,n:[i,i*2]}))));
window.__probeDone={height,records:records.length};`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>${rules}</style></head><body><main id="root"></main><script>${script}</script></body></html>`;
}

/** One probe: a fresh tab of the browser at `port` (over CDP) loads the document; its main thread's CPU in ms. */
async function probeOnce(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const cdp = await context.newCDPSession(page);
      const events = await recordTrace(cdp, async () => {
        await page.setContent(probeDocument());
        await page.waitForFunction(() => '__probeDone' in window);
      });
      return rendererMainThread(events)
        .events.filter((e) => e.name === 'RunTask')
        .reduce((sum, e) => sum + cpuMs(e), 0);
    } finally {
      await page.close();
    }
  } finally {
    // Over CDP, close() disconnects and leaves the browser (Lighthouse's) running.
    await browser.close();
  }
}

/**
 * The probe's main-thread CPU on this host: the median of PROBE_RUNS fresh tabs, and each run. A
 * first tab is loaded and not counted: like the index's first reading in a tab, it is a cold start.
 */
export async function pageProbe(port: number): Promise<{ ms: number; runs: number[] }> {
  await probeOnce(port);
  const runs: number[] = [];
  for (let i = 0; i < PROBE_RUNS; i += 1) runs.push(await probeOnce(port));
  return { ms: median(runs), runs };
}

/**
 * How much slower than the reference phone the calibrated phone is, in the work of a page: the
 * probe's CPU on this host times the multiplier the benchmark index gave it, against the reference.
 * 1 on the host the reference was taken on; above 1 where a page costs more CPU than the index
 * says (that host's phone is slower, and its scores lower, than the reference's).
 */
export function phoneDrift(hostProbeMs: number, multiplier: number): number {
  return (hostProbeMs * multiplier) / REFERENCE_PHONE_PROBE_MS;
}
