// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID } from '../lib/first-paint';
import { endFirstPaint, facesOf, FirstPaintDone, limitFirstPaint } from './first-paint';

const firstPaint = () => document.getElementById(FIRST_PAINT_ELEMENT_ID);

beforeEach(() => {
  document.body.innerHTML = `<div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true">frame</div><div id="root"></div>`;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FirstPaintDone', () => {
  it('removes the first paint when its screen commits', () => {
    render(
      <>
        <p>screen</p>
        <FirstPaintDone />
      </>,
      { container: document.getElementById('root') ?? undefined },
    );
    expect(firstPaint()).toBeNull();
    expect(document.getElementById('root')?.textContent).toBe('screen');
  });

  it('keeps it while the screen beside it suspends (only the placeholder has committed)', async () => {
    let resolve: (value: string) => void = () => undefined;
    const data = new Promise<string>((r) => (resolve = r));
    function Screen() {
      return <p>{use(data)}</p>;
    }
    // Awaited: a component that suspends inside act is only retried when act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Screen />
          <FirstPaintDone />
        </Suspense>,
        { container: document.getElementById('root') ?? undefined },
      );
    });
    expect(firstPaint()).not.toBeNull();
    await act(async () => {
      resolve('screen');
      await data;
    });
    expect(firstPaint()).toBeNull();
    expect(document.getElementById('root')?.textContent).toBe('screen');
  });
});

describe('limitFirstPaint', () => {
  it('removes the first paint after the limit, whatever the app is doing', () => {
    vi.useFakeTimers();
    limitFirstPaint(document, 1000);
    vi.advanceTimersByTime(999);
    expect(firstPaint()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(firstPaint()).toBeNull();
  });
});

describe('endFirstPaint', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  /** A FontFaceSet whose loads end when the test says. */
  function fontsLoadingUntilTold() {
    let finish: () => void = () => undefined;
    const done = new Promise<FontFace[]>((resolve) => (finish = () => resolve([])));
    const load = vi.fn((_face: string) => done);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    return { load, finish };
  }

  it("keeps the first paint until the screen's faces are loaded, the tenant's stylesheet first", async () => {
    vi.useFakeTimers();
    const { load, finish } = fontsLoadingUntilTold();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.dataset.tenant = 'acme';
    document.head.appendChild(link);
    const root = document.getElementById('root');
    if (root)
      root.innerHTML =
        '<h1 style="font-family: Brand; font-weight: 700">Welcome</h1><p style="font-family: Brand; font-weight: 400">Park</p>';
    endFirstPaint(document, 1500);
    await vi.advanceTimersByTimeAsync(10);
    expect(load).not.toHaveBeenCalled();
    link.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(10);
    expect(load.mock.calls.map(([face]) => face)).toEqual(['700 16px Brand', '400 16px Brand']);
    expect(firstPaint()).not.toBeNull();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(firstPaint()).toBeNull();
    link.remove();
  });

  it('shows the screen after the wait, whether or not the faces came', async () => {
    vi.useFakeTimers();
    fontsLoadingUntilTold();
    const root = document.getElementById('root');
    if (root) root.innerHTML = '<p style="font-family: Brand">Park</p>';
    endFirstPaint(document, 1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(firstPaint()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(firstPaint()).toBeNull();
  });

  it('names each weight and family the screen draws text in, once', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<h1 style="font-family: Heading; font-weight: 800">A</h1><p style="font-family: Body">B</p><p style="font-family: Body">C</p><div style="font-family: Other">no text element</div>';
    document.body.appendChild(root);
    expect(facesOf(root)).toEqual(['800 16px Heading', 'normal 16px Body']);
    root.remove();
  });
});
