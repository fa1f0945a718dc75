import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Namespace } from './namespaces';
import { DEFAULT_NAMESPACE } from './namespaces';
import type { TFunction, Translator } from './translator';
import { translator as appTranslator } from './i18n';

const TranslatorContext = createContext<Translator>(appTranslator);

/** Another translator for what is inside (tests render with resources of their own). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

export interface UseTranslationOptions {
  /**
   * true (the default): the component suspends until its namespaces are loaded in the current
   * language. false: it renders at once with `ready` false, and again once they are loaded.
   */
  readonly useSuspense?: boolean;
  /**
   * 'render' (the default): the namespaces load when the component renders. 'use': only once t()
   * is called before they have arrived, i.e. when there is something to show (a message), so a
   * screen that only may show one does not download its texts with its first paint
   * (docs/architecture.md#message-catalogue). Until they arrive t() gives its defaultValue, or '';
   * the component renders again then. Never suspends.
   */
  readonly load?: 'render' | 'use';
}

export interface Translation {
  readonly t: TFunction;
  /** The translator: its `language`, `exists` and `getResource`. */
  readonly i18n: Translator;
  readonly ready: boolean;
}

/**
 * t() for the given namespaces (searched in order; 'common' when none), in the page's language.
 * Renders again when the language changes or its namespaces arrive.
 */
export function useTranslation(
  namespaces?: Namespace | readonly Namespace[],
  options?: UseTranslationOptions,
): Translation {
  const translator = useContext(TranslatorContext);
  const list: readonly string[] =
    namespaces === undefined ? [DEFAULT_NAMESPACE] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const listKey = list.join(',');
  // Renders again when what it shows changes: the language, or its own namespaces arriving (not
  // every file that loads for another screen).
  const shown = () => `${translator.language}|${translator.hasLoaded(translator.language, list)}`;
  useSyncExternalStore(translator.subscribe, shown, shown);
  // Nothing is shown before the translator has its language (src/main.tsx starts it first thing).
  if (translator.language === '') throw translator.started;
  const language = translator.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- listKey stands for the list's contents.
  const t = useMemo(() => translator.fixedT(language, list), [translator, language, listKey]);
  const ready = translator.hasLoaded(language, list);
  const whenUsed = options?.load === 'use';
  const tWhenUsed = useMemo<TFunction>(
    () => (_key, tOptions) => {
      void translator.load(language, list);
      return tOptions?.defaultValue ?? '';
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listKey stands for the list's contents.
    [translator, language, listKey],
  );
  if (!ready && whenUsed) return { t: tWhenUsed, i18n: translator, ready };
  if (!ready) {
    // Suspends as react-i18next did, by throwing the load: React renders again once it settles.
    // (With React's use(), a component suspended in a test's synchronous first render was not
    // rendered again, in React 19.3; a thrown promise is.)
    const loading = translator.load(language, list);
    if (options?.useSuspense !== false) throw loading;
  }
  return { t, i18n: translator, ready };
}
