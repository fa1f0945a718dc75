// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES, type SessionEvent } from '../../../../flows/accounts/session.machine';
import { feedbackStore } from '../../../feedback/feedback-store';
import { LOGGED_OUT_SESSION, sessionBridge, sessionStore, type SessionView } from '../../../session/session-store';
import { ok, refused } from '../../../protocol/response';
import { renderAccountScreen, scriptedCloud } from '../testing/render-account-screen';
import { ProfilePage } from './ProfilePage';

const LOGGED_IN: SessionView = { ...LOGGED_OUT_SESSION, status: 'loggedIn', firstName: 'Aroha', roles: ['user'] };

const profile = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: '',
  address: '',
  phone: '+64211234567',
  city: '',
  state: '',
  postcode: '',
  country: '',
  licensePlate: '',
  birthday: '',
};

function session(onEvent: (event: SessionEvent) => void = () => {}) {
  sessionBridge.connect(onEvent);
  sessionStore.set(LOGGED_IN);
}

describe('profile page', () => {
  afterEach(() => {
    cleanup();
    sessionBridge.disconnect();
    feedbackStore.set({ notification: null, toast: null });
  });

  it('sends a logged-out visitor to login, to come back afterwards', async () => {
    sessionBridge.connect(() => {});
    sessionStore.set(LOGGED_OUT_SESSION);
    const cloud = scriptedCloud(() => ok({ profile }));
    await renderAccountScreen(<ProfilePage />, { path: '/shop/harbour-central/user/profile', cloud: cloud.client });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/shop/harbour-central/login?redirect=%2Fshop%2Fharbour-central%2Fuser%2Fprofile',
      ),
    );
    expect(cloud.post).not.toHaveBeenCalled();
  });

  it('loads the profile, shows the phone read-only and saves the editable fields', async () => {
    session();
    const cloud = scriptedCloud((path, payload) =>
      path === '/account/update'
        ? ok({ profile: { ...profile, ...(payload as object), phone: profile.phone } })
        : ok({ profile }),
    );
    await renderAccountScreen(<ProfilePage />, { path: '/shop/harbour-central/user/profile', cloud: cloud.client });
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Aroha Ngata');
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(phone.readOnly).toBe(true);

    const postcode = screen.getByLabelText('Postcode');
    fireEvent.change(postcode, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Postcode: numbers only')).toBeTruthy();
    expect(cloud.post).toHaveBeenCalledTimes(1);

    fireEvent.change(postcode, { target: { value: '1010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(cloud.post).toHaveBeenCalledTimes(2));
    const [path, sent] = cloud.post.mock.calls[1]!;
    expect(path).toBe('/account/update');
    expect(sent).toMatchObject({ firstName: 'Aroha', postcode: '1010' });
    expect(sent).not.toHaveProperty('phone');
    await waitFor(() => expect(feedbackStore.get().toast?.text.key).toBe('account:profile.saved'));
  });

  it("shows the server's reason when the profile cannot be loaded", async () => {
    session();
    const cloud = scriptedCloud(() => refused('OPERATION_FAILED'));
    await renderAccountScreen(<ProfilePage />, { path: '/shop/harbour-central/user/profile', cloud: cloud.client });
    expect(await screen.findByText('Failed to operate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("logs out through the session, says 'Failed to logout, please retry later' when the call failed, and goes home", async () => {
    const events: SessionEvent[] = [];
    session((event) => events.push(event));
    const cloud = scriptedCloud(() => ok({ profile }));
    await renderAccountScreen(<ProfilePage />, { path: '/shop/harbour-central/user/profile', cloud: cloud.client });
    await screen.findByTestId('profile-name');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(events).toEqual([{ type: 'LOGOUT' }]);
    act(() => sessionStore.set({ ...LOGGED_IN, status: 'busy' }));
    act(() => sessionStore.set({ ...LOGGED_OUT_SESSION, error: SESSION_MESSAGES.logoutFailed }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shop/harbour-central/home'));
    expect(feedbackStore.get().notification?.text).toEqual({
      key: 'messages:LOGOUT_FAILED',
      defaultValue: 'Failed to logout, please retry later',
    });
  });
});
