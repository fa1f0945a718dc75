import type { ServerReply } from './account-replies';

/**
 * The state wiring around a new password (new-password-step.ts has its rules), written once for
 * sign-up, password reset and password change: the form's submit stores what was typed, stays on
 * errors, warns about a weak password, or submits; the warning is passed with USE_ANYWAY. Every
 * machine using these names the states `weakPasswordWarning` and `submitting`, and defines in its
 * setup() the guard `weakPassword`, the actions `acceptWeakPassword` and `showMessage`, and the
 * guard and action it passes in. The configs are `as const` so setup() can check those names.
 */

export interface SubmitNewPasswordOptions<TInvalid extends string, TStore extends string, TEvent, TFields> {
  /** Guard: the fields have errors (judged on `fields(event)`). */
  invalidGuard: TInvalid;
  /** Action: keep the fields and their errors (given `fields(event)`). */
  storeAction: TStore;
  fields: (event: TEvent) => TFields;
  /** The new password in the event, judged by `weakPassword`. */
  password: (event: TEvent) => string;
  /**
   * Where fields with errors go: nowhere when sent from the form itself; the form's state when sent
   * from a state beside it (after a refused submit the form is live again, so it may be sent from there).
   */
  formState?: string;
}

/** Transitions of the form's submit event: errors stay on the form; weak goes to the warning; else submit. */
export function submitNewPasswordTransitions<
  const TInvalid extends string,
  const TStore extends string,
  TEvent,
  TFields,
>(options: SubmitNewPasswordOptions<TInvalid, TStore, TEvent, TFields>) {
  const { invalidGuard, storeAction, fields, password, formState } = options;
  // Fresh objects for each transition, as when written out by hand.
  const store = () => ({ type: storeAction, params: ({ event }: { event: TEvent }) => fields(event) }) as const;
  const clearMessage = () => ({ type: 'showMessage', params: { message: null } }) as const;
  return [
    {
      guard: { type: invalidGuard, params: ({ event }: { event: TEvent }) => fields(event) },
      ...(formState === undefined ? {} : { target: formState }),
      actions: [store(), clearMessage()],
    },
    {
      guard: { type: 'weakPassword', params: ({ event }: { event: TEvent }) => ({ password: password(event) }) },
      target: 'weakPasswordWarning',
      actions: [store(), clearMessage()],
    },
    {
      target: 'submitting',
      actions: [store(), clearMessage()],
    },
  ] as const;
}

/** The weak-password warning: USE_ANYWAY submits, EDIT goes back to `formState`. */
export function weakPasswordWarningState<const TForm extends string>(description: string, formState: TForm) {
  return {
    description,
    on: {
      USE_ANYWAY: { target: 'submitting', actions: 'acceptWeakPassword' },
      EDIT: { target: formState },
    },
  } as const;
}

/** For the submit's done event: the server judged the password weak (rtn -2), so the user is warned as if the client had. */
export const refusedAsWeakTransition = {
  guard: {
    type: 'refusedAsWeak',
    params: ({ event }: { event: { output: ServerReply } }) => ({ reply: event.output }),
  },
  target: 'weakPasswordWarning',
} as const;
