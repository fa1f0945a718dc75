// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '../../../flows/accounts/session.machine';
import { LOGGED_OUT_SESSION, sessionBridge, sessionStore } from '../../session/session-store';
import { failed, ok, refused } from '../../protocol/response';
import LoginScreen from './LoginScreen';
import { renderAccountScreen, scriptedCloud } from './testing/render-account-screen';

function connectSession() {
  const events: SessionEvent[] = [];
  sessionBridge.connect((event) => events.push(event));
  sessionStore.set(LOGGED_OUT_SESSION);
  return events;
}

async function fillAndSubmit(phone: string, password: string) {
  const panel = await screen.findByRole('tabpanel', { hidden: false, name: 'Password' });
  fireEvent.change(panel.querySelector('input[type=tel]')!, { target: { value: phone } });
  fireEvent.change(panel.querySelector('input[autocomplete=current-password]')!, { target: { value: password } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Log in' })[0]!);
}

describe('login screen', () => {
  afterEach(() => {
    cleanup();
    sessionBridge.disconnect();
  });

  it('says what the rules say when the phone number or password is missing, without calling the server', async () => {
    connectSession();
    const cloud = scriptedCloud(() => ok({}));
    await renderAccountScreen(<LoginScreen />, { path: '/shop/harbour-central/login', cloud: cloud.client });
    await fillAndSubmit('021 123 4567', '   ');
    expect((await screen.findByTestId('flow-message')).textContent).toBe(
      'Please input phone number or password properly',
    );
    expect(cloud.post).not.toHaveBeenCalled();
  });

  it("shows 'User name or password not match' for success false and the server's reason for a refusal", async () => {
    connectSession();
    const answers = [failed('LOGIN_MISMATCH'), refused('ACCOUNT_LOCKED')];
    const cloud = scriptedCloud(() => answers.shift() ?? ok({}));
    await renderAccountScreen(<LoginScreen />, { path: '/shop/harbour-central/login', cloud: cloud.client });
    await fillAndSubmit('021 123 4567', 'wrong');
    await waitFor(() => expect(screen.getByTestId('flow-message').textContent).toBe('User name or password not match'));
    expect(cloud.post).toHaveBeenCalledWith('/account/signIn', {
      userName: '021 123 4567',
      password: 'wrong',
      country: 'NZ',
    });
    await fillAndSubmit('021 123 4567', 'wrong');
    await waitFor(() =>
      expect(screen.getByTestId('flow-message').textContent).toBe(
        'Your account is locked after too many failed logins. Reset your password by SMS to unlock it.',
      ),
    );
  });

  it('hands the token to the session and returns to where the user came from once logged in', async () => {
    const events = connectSession();
    const cloud = scriptedCloud(() => ok({ userId: 'session-token' }));
    await renderAccountScreen(<LoginScreen />, {
      path: '/shop/harbour-central/login?redirect=%2Fshop%2Fharbour-central%2Fmytickets',
      cloud: cloud.client,
    });
    await fillAndSubmit('021 123 4567', 'Secret#1');
    await waitFor(() => expect(events).toEqual([{ type: 'LOGIN_SUCCEEDED', token: 'session-token' }]));
    expect(screen.getByTestId('location').textContent).toContain('/login');
    act(() => sessionStore.set({ ...LOGGED_OUT_SESSION, status: 'loggedIn', firstName: 'Ann', roles: ['user'] }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shop/harbour-central/mytickets'));
  });

  it('offers SMS login only where the site enables it', async () => {
    connectSession();
    const cloud = scriptedCloud(() => ok({}));
    await renderAccountScreen(<LoginScreen />, { path: '/shop/x/login', cloud: cloud.client, smsLogin: 0 });
    await screen.findAllByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    await renderAccountScreen(<LoginScreen />, { path: '/shop/x/login', cloud: cloud.client, smsLogin: 1 });
    expect(await screen.findByRole('tab', { name: 'SMS code' })).toBeTruthy();
  });

  it('loads the SMS form when its tab is first chosen, and keeps what was typed in it across tabs', async () => {
    connectSession();
    const cloud = scriptedCloud(() => ok({}));
    await renderAccountScreen(<LoginScreen />, { path: '/shop/x/login', cloud: cloud.client, smsLogin: 1 });
    const smsPanel = () => document.getElementById('login-panel-sms')!;
    const smsTab = await screen.findByRole('tab', { name: 'SMS code' });
    expect(smsPanel().querySelector('input')).toBeNull();
    fireEvent.click(smsTab);
    const phone = await waitFor(() => {
      const input = smsPanel().querySelector<HTMLInputElement>('input[type=tel]');
      expect(input).not.toBeNull();
      return input!;
    });
    fireEvent.change(phone, { target: { value: '0412 345 678' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Password' }));
    expect(smsPanel().hidden).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(smsPanel().hidden).toBe(false);
    expect(smsPanel().querySelector<HTMLInputElement>('input[type=tel]')!.value).toBe('0412 345 678');
  });

  it('speaks Chinese', async () => {
    connectSession();
    const cloud = scriptedCloud(() => ok({}));
    await renderAccountScreen(<LoginScreen />, { path: '/shop/x/login', cloud: cloud.client, language: 'zh-hans' });
    expect(await screen.findByRole('tab', { name: '验证码登录' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
