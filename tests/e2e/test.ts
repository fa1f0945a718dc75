/**
 * The browser tests' `test` and `expect`: Playwright's, with an accessibility check on every screen
 * a test visits (docs/rules.md#accessibility).
 *
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) runs on the page after every main-frame navigation
 * (full loads and the router's history changes) once the screen has been still for a moment, and
 * once more on the screen the test ends on. A serious or critical violation fails the test, naming
 * the rule, the URL and the elements. Specs import `test` from here, never from '@playwright/test'
 * (the linter holds them to it), so a spec added later is checked too.
 */
import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type Request, type TestInfo } from '@playwright/test';
import { workerServerURL } from './servers';
import { setServerClockOffset } from './stay-times';

export { expect };

/** The WCAG 2.1 A and AA rule sets. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How long a screen stays unchanged before it is checked (lazy screens and data settle first). */
const SETTLE_MS = 400;

interface Finding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first element's markup and axe's summary of what is wrong with it. */
  example: string;
}

/** What axe found wrong on one screen: the serious and critical violations, each with its elements. */
type ScreenViolations = Omit<Finding, 'url'>[];

/**
 * axe's answer for every screen this worker has read, by the screen's fingerprint: its markup and
 * the viewport it was drawn in. axe reads nothing else (styles are named by their content in the
 * class names the markup carries), so the same fingerprint gets the same answer, and a screen many
 * tests pass through (a sign-in, a home) is read once per worker, not once per test, while each
 * test still fails on what that screen holds.
 */
const answersByScreen = new Map<string, ScreenViolations>();

async function screenFingerprint(page: Page): Promise<string> {
  const markup = await page.evaluate(
    () => `${window.innerWidth}x${window.innerHeight} ${document.documentElement.outerHTML}`,
  );
  return createHash('sha256').update(markup).digest('hex');
}

/** Resolves once the document has had no change for `quietMs` (at most 3 s). */
function screenStill(quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    let quiet = setTimeout(done, quietMs);
    const limit = setTimeout(done, 3_000);
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Runs axe on the screens one page shows, one run at a time, and collects what fails. */
class AccessibilityWatch {
  private readonly findings = new Map<string, Finding>();
  private readonly checked = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private readonly errors: unknown[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Main-frame navigations so far: a check that fails while the page moves on is not an error. */
  private navigations = 0;

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations += 1;
      this.schedule();
    });
  }

  private schedule() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.enqueue(false);
    }, SETTLE_MS);
  }

  /** `always`: check even when this URL was checked already in this test (the final screen). */
  private enqueue(always: boolean) {
    this.chain = this.chain.then(() => this.check(always)).catch((error: unknown) => void this.errors.push(error));
  }

  private async check(always: boolean) {
    if (this.page.isClosed()) return;
    const url = this.page.url();
    if (!url.startsWith('http') || (!always && this.checked.has(url))) return;
    const navigationsBefore = this.navigations;
    try {
      await this.page.waitForLoadState('domcontentloaded');
      // A screen still loading (progress bar or Suspense) is checked once it is drawn.
      await this.page
        .locator('[role="progressbar"]')
        .first()
        .waitFor({ state: 'hidden', timeout: 3_000 })
        .catch(() => undefined);
      // Fades and slides (a dialog's backdrop leaving) would be read as the screen's colours; endless
      // ones (spinners) are not waited for.
      await this.page
        .waitForFunction(
          () =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
          undefined,
          { timeout: 3_000 },
        )
        .catch(() => undefined);
      // Then until the markup has been still for a moment: a screen still filling in (a skeleton, a
      // list arriving) is not the screen the customer reads, and reading it twice costs a second of
      // the page's main thread each time on a slow machine.
      await this.page.evaluate(screenStill, SETTLE_MS).catch(() => undefined);
      const before = await screenFingerprint(this.page);
      let violations = answersByScreen.get(before);
      if (!violations) {
        const results = await new AxeBuilder({ page: this.page })
          .withTags([...AXE_TAGS])
          .setLegacyMode(true)
          .analyze();
        violations = results.violations
          .filter((violation) => violation.impact && FAILING_IMPACTS.has(violation.impact))
          .map((violation) => {
            const first = violation.nodes[0];
            return {
              rule: violation.id,
              impact: violation.impact ?? '',
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(' ')),
              example: first ? `${first.html.slice(0, 200)} -- ${first.failureSummary ?? ''}`.replace(/\s+/g, ' ') : '',
            };
          });
        // Kept only when the screen did not change while axe read it.
        if ((await screenFingerprint(this.page)) === before) answersByScreen.set(before, violations);
      }
      // A page that left for another address while axe read it (a pay button sending the phone to a
      // provider's page) was read half-unloaded: that next page gets its own check.
      if (this.navigations !== navigationsBefore || this.page.url() !== url) return;
      this.checked.add(url);
      for (const violation of violations) {
        const key = `${new URL(url).pathname} ${violation.rule} ${violation.targets.join(',')}`;
        if (!this.findings.has(key)) this.findings.set(key, { url, ...violation });
      }
    } catch (error) {
      // The page moved on or closed while axe ran: the next screen gets its own check.
      if (this.navigations === navigationsBefore && !this.page.isClosed() && !isNavigationRace(error)) throw error;
    }
  }

  async finish(testInfo: TestInfo) {
    this.stopped = true;
    clearTimeout(this.timer);
    // A test that already failed keeps its own error; the screens it reached were checked.
    if (testInfo.status === testInfo.expectedStatus) this.enqueue(true);
    await this.chain;
    if (this.errors.length > 0) throw this.errors[0];
    const findings = [...this.findings.values()];
    if (findings.length === 0) return;
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(findings, null, 2),
      contentType: 'application/json',
    });
    const report = findings
      .map(
        (f) =>
          `- [${f.impact}] ${f.rule}: ${f.help}\n    at ${f.url}\n    ${f.targets.join('\n    ')}\n    e.g. ${f.example}`,
      )
      .join('\n');
    expect(findings, `axe found serious or critical WCAG 2.1 A/AA violations:\n${report}`).toEqual([]);
  }
}

/** Errors of a run the page's next document cut short (the navigation event may come after them). */
function isNavigationRace(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached/.test(
    message,
  );
}

/**
 * No CSS transitions or animations in the browser tests: axe runs while the test goes on clicking,
 * and a colour caught half-way through a transition (a button turning from its disabled grey to the
 * brand colour, a ripple, a notification fading in) is a contrast the customer never reads.
 */
const STILL_PAGE = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Before every test: the stay times of ./stay-times learn the server's clock, which earlier specs
 * moved forward (the browser-test server runs with SANDBOX_CLOCK=1; reading it moves it one second).
 */
async function learnServerClock(request: APIRequestContext): Promise<void> {
  const response = await request.post('/sandbox-api/clock/advance', { data: { seconds: 1 } });
  expect(response.status(), 'the browser-test server must run with SANDBOX_CLOCK=1').toBe(200);
  const { now } = (await response.json()) as { now: string };
  setServerClockOffset(new Date(now).getTime() - Date.now());
}

/**
 * What the page's network did that a failed journey may be explained by: answers of 400 and over,
 * requests that failed, requests that took over 3 s, and those still unanswered when the test
 * ended, each with its time since the test began. Attached (the list reporter prints it) only when
 * the test fails: a screen that never came, was it waiting on a call?
 */
class NetworkTrouble {
  private readonly lines: string[] = [];
  private readonly started = Date.now();
  private readonly sentAt = new Map<Request, number>();

  constructor(page: Page) {
    page.on('request', (request) => this.sentAt.set(request, Date.now()));
    page.on('requestfailed', (request) => {
      const sent = this.sentAt.get(request) ?? Date.now();
      this.sentAt.delete(request);
      this.note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`, sent);
    });
    page.on('requestfinished', (request) => {
      const sent = this.sentAt.get(request) ?? Date.now();
      this.sentAt.delete(request);
      void request
        .response()
        .then((response) => {
          const status = response?.status() ?? 0;
          if (status >= 400) this.note(`${status} ${request.method()} ${request.url()}`, sent);
          else if (Date.now() - sent > 3_000) this.note(`slow ${status} ${request.method()} ${request.url()}`, sent);
        })
        .catch(() => undefined);
    });
  }

  private note(what: string, sent: number) {
    this.lines.push(`+${sent - this.started} ms (${Date.now() - sent} ms) ${what}`);
  }

  async report(testInfo: TestInfo) {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [request, sent] of this.sentAt) this.note(`unanswered ${request.method()} ${request.url()}`, sent);
    if (this.lines.length === 0) return;
    const body = this.lines.join('\n');
    await testInfo.attach('network-trouble.txt', { body, contentType: 'text/plain' });
  }
}

export const test = base.extend<{ serverClock: void }>({
  // This worker's own server (./servers.ts).
  baseURL: workerServerURL(),
  serverClock: [
    async ({ request }, provide) => {
      await learnServerClock(request);
      await provide();
    },
    { auto: true },
  ],
  page: async ({ page }, provide, testInfo) => {
    await page.addInitScript((css: string) => {
      const add = () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.appendChild(style);
      };
      if (document.head) add();
      else document.addEventListener('DOMContentLoaded', add, { once: true });
    }, STILL_PAGE);
    const watch = new AccessibilityWatch(page);
    const network = new NetworkTrouble(page);
    await provide(page);
    await network.report(testInfo);
    await watch.finish(testInfo);
  },
});
