import type { ComponentType, ReactNode } from 'react';
import { createExternalStore } from '../state/external-store';

export type QueryLayerComponent = ComponentType<{ children: ReactNode }>;

/** The query layer once its chunk has run (null before): parts waiting for it open as soon as anything loaded it. */
export const queryLayerStore = createExternalStore<QueryLayerComponent | null>(null);

let loading: Promise<QueryLayerComponent> | null = null;

/** Loads the query layer's chunk (TanStack Query and the app's client) once; a failed load is forgotten, so the next asks again. */
export function loadQueryLayer(): Promise<QueryLayerComponent> {
  loading ??= import('./QueryLayer').then(
    (module) => {
      queryLayerStore.set(() => module.default);
      return module.default;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
