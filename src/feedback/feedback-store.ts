import { createExternalStore } from '../state/external-store';
import type { FeedbackText } from './feedback-text';

/** Notifications are centred and stay 2000 ms; toasts default to 1500 ms (docs/rules.md#notifications). */
export const NOTIFICATION_MS = 2000;
export const TOAST_MS = 1500;

export type FeedbackSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Notice {
  id: number;
  text: FeedbackText;
  severity: FeedbackSeverity;
  durationMs: number;
}

export interface FeedbackState {
  notification: Notice | null;
  toast: Notice | null;
}

export const feedbackStore = createExternalStore<FeedbackState>({ notification: null, toast: null });

let nextId = 1;

function sameText(a: FeedbackText, b: FeedbackText): boolean {
  return a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
}

/**
 * Shows a notification (centred, 2000 ms). The same message already on screen is not shown
 * twice: several failing calls, or the client and the session flow, may report one problem.
 */
export function notify(
  text: FeedbackText,
  severity: FeedbackSeverity = 'error',
  durationMs: number = NOTIFICATION_MS,
): void {
  feedbackStore.set((state) => {
    if (state.notification && sameText(state.notification.text, text)) return state;
    return { ...state, notification: { id: nextId++, text, severity, durationMs } };
  });
}

/** Shows a short toast in the middle of the screen (1500 ms by default). */
export function toast(text: FeedbackText, durationMs: number = TOAST_MS): void {
  feedbackStore.set((state) => ({ ...state, toast: { id: nextId++, text, severity: 'info', durationMs } }));
}

export function dismiss(kind: keyof FeedbackState, id: number): void {
  feedbackStore.set((state) => (state[kind]?.id === id ? { ...state, [kind]: null } : state));
}
