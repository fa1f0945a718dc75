// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID } from '../lib/first-paint';
import { FirstPaintDone, limitFirstPaint } from './first-paint';

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
