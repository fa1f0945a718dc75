// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL_STATE } from '../../navigation/keep-scroll';
import { ScrollRestorer } from './ScrollRestorer';

let navigate: NavigateFunction = () => {};
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

function scrollReaderTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestorer', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts a new page at the top and returns to the old position on back', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollRestorer />
        <NavigateProbe />
      </MemoryRouter>,
    );
    scrollReaderTo(640);
    scrollTo.mockClear();
    await act(async () => navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollReaderTo(120);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the place on a replace that only records something in the URL', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/checkout?offer=a']}>
        <ScrollRestorer />
        <NavigateProbe />
      </MemoryRouter>,
    );
    scrollReaderTo(480);
    scrollTo.mockClear();
    await act(async () => navigate('/checkout?offer=a&booking=b', { replace: true, state: KEEP_SCROLL_STATE }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/success'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
