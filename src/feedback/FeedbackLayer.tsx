import { lazy, Suspense } from 'react';
import { useExternalStore } from '../state/external-store';
import { feedbackStore } from './feedback-store';

const FeedbackHosts = lazy(() => import('./FeedbackHosts').then((module) => ({ default: module.FeedbackHosts })));

/** Notifications and toasts; their components (Snackbar, Alert) load with the first message. */
export function FeedbackLayer() {
  const { notification, toast } = useExternalStore(feedbackStore);
  if (!notification && !toast) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHosts />
    </Suspense>
  );
}
