import { sessionTokenOf, type SessionReply } from './account-replies';

interface SessionDone {
  event: { output: SessionReply };
}

/**
 * The actions of an answer that signs in (password login, SMS login, sign-up): keep the session
 * token (`storeToken`) and hand it to the session machine (`loggedIn`, which the app provides).
 */
export function signedInActions() {
  return [
    { type: 'storeToken', params: ({ event }: SessionDone) => ({ token: sessionTokenOf(event.output) ?? '' }) },
    { type: 'loggedIn', params: ({ event }: SessionDone) => ({ token: sessionTokenOf(event.output) ?? '' }) },
  ] as const;
}
