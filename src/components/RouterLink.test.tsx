// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
// The app's links are compared with react-router's own (lint keeps it out of the app, not its tests).
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkIntentContext } from './link-intent';
import { RouterLink, RouterNavLink } from './RouterLink';

afterEach(cleanup);

/** Shows where the router is, and the history state the link gave it. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/shop/:shop/*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it("is a real link to the path react-router's own Link gives, absolute or relative to the route", () => {
    const targets = [
      '/shop/harbour/login?redirect=%2Fx',
      'mytickets',
      '../lotus/home',
      '?booking=B-1',
      { pathname: '/shop/harbour/pay', search: '?booking=B-2' },
    ];
    renderAt(
      '/shop/harbour/home',
      <>
        {targets.map((to, i) => (
          <span key={i}>
            <RouterLink to={to}>{`ours ${i}`}</RouterLink>
            <Link to={to}>{`theirs ${i}`}</Link>
          </span>
        ))}
      </>,
    );
    expect(screen.getByRole('link', { name: 'ours 0' }).getAttribute('href')).toBe('/shop/harbour/login?redirect=%2Fx');
    targets.forEach((_, i) => {
      expect(screen.getByRole('link', { name: `ours ${i}` }).getAttribute('href')).toBe(
        screen.getByRole('link', { name: `theirs ${i}` }).getAttribute('href'),
      );
    });
  });

  it('navigates inside the app on a plain click, with its history state', () => {
    renderAt(
      '/shop/harbour/home',
      <RouterLink to="/shop/harbour/forgotpassword" state={{ phone: '0412' }}>
        Forgot
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Forgot' }), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/shop/harbour/forgotpassword {"phone":"0412"}');
  });

  it('leaves a modified click and a new-tab target to the browser', () => {
    renderAt(
      '/shop/harbour/home',
      <>
        <RouterLink to="/shop/harbour/login">Log in</RouterLink>
        <RouterLink to="/shop/harbour/signup" target="_blank">
          Sign up
        </RouterLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/shop/harbour/home null');
  });

  it("runs the caller's onClick first, which can keep the router where it is", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/shop/harbour/home',
      <RouterLink to="/shop/harbour/login" onClick={onClick}>
        Log in
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { button: 0 });
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/shop/harbour/home null');
  });
});

describe('RouterNavLink', () => {
  it('marks the link of the current screen, and of the screens below it, and no other', () => {
    renderAt(
      '/shop/harbour/mytickets/B-1',
      <>
        <RouterNavLink to="/shop/harbour/mytickets" className="item">
          Tickets
        </RouterNavLink>
        <RouterNavLink to="/shop/harbour/my" className="item">
          Mine
        </RouterNavLink>
        <RouterNavLink to="/shop/harbour/home">Home</RouterNavLink>
      </>,
    );
    const tickets = screen.getByRole('link', { name: 'Tickets' });
    expect(tickets.className).toBe('item active');
    expect(tickets.getAttribute('aria-current')).toBe('page');
    // '/my' is a prefix of '/mytickets' but not a screen above it.
    expect(screen.getByRole('link', { name: 'Mine' }).className).toBe('item');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('class')).toBe(false);
  });
});

describe('RouterLink intent', () => {
  it('tells LinkIntentContext where it leads when pointed at, touched or focused, and still runs its own handlers', () => {
    const intent = vi.fn();
    const own = vi.fn();
    render(
      <MemoryRouter initialEntries={['/shop/harbour/home']}>
        <LinkIntentContext value={intent}>
          <Routes>
            <Route
              path="/shop/:shop/*"
              element={
                <RouterLink to="/shop/harbour/mytickets" onPointerEnter={own} onTouchStart={own} onFocus={own}>
                  Tickets
                </RouterLink>
              }
            />
          </Routes>
        </LinkIntentContext>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Tickets' });
    fireEvent.pointerEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(intent.mock.calls).toEqual([
      ['/shop/harbour/mytickets'],
      ['/shop/harbour/mytickets'],
      ['/shop/harbour/mytickets'],
    ]);
    expect(own).toHaveBeenCalledTimes(3);
  });

  it('does nothing on intent without a provider', () => {
    renderAt('/shop/harbour/home', <RouterLink to="mytickets">Tickets</RouterLink>);
    expect(() => fireEvent.pointerEnter(screen.getByRole('link', { name: 'Tickets' }))).not.toThrow();
  });
});
