/**
 * The app's translator (docs/rules.md#locale-files): locale files of nested keys, one per language and
 * namespace, loaded when first needed; `{{param}}` interpolation; plural forms by the key's
 * `_one` / `_other` (... `_zero`) suffix, chosen by Intl.PluralRules; `_context` variants;
 * `namespace:key` prefixes. It reads the same files with the same rules as i18next did, in a tenth
 * of the bytes (README, "Stack choices"): the few features of i18next the app used.
 */

/** A locale file: nested objects of texts. */
export interface Resource {
  readonly [key: string]: string | Resource;
}

/** Loads one locale file; resolves with an empty resource when it is missing or broken. */
export type LoadResource = (language: string, namespace: string) => Promise<Resource>;

/** What t() takes beside the key: the plural count, a context, a default, namespaces and {{params}}. */
export interface TranslateOptions {
  readonly count?: number;
  readonly context?: string;
  readonly defaultValue?: string;
  readonly ns?: string | readonly string[];
  /** false: a ':' in the key is part of it (plain text used as a key), not a namespace prefix. */
  readonly nsSeparator?: false;
  readonly [param: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TranslateOptions) => string;

export interface TranslatorOptions {
  /** Left out, the translator starts with its first changeLanguage(); until then it shows nothing. */
  readonly language?: string;
  /** Namespaces searched when a call names none. */
  readonly defaultNamespace: string;
  readonly load?: LoadResource;
  /** Resources known from the start (tests), by language then namespace. */
  readonly resources?: Readonly<Record<string, Readonly<Record<string, Resource>>>>;
}

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PARAM = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** What a dotted key names in a resource: a text, a nested object, or undefined. */
function atPath(resource: Resource | undefined, key: string): string | Resource | undefined {
  let node: string | Resource | undefined = resource;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** The text at a dotted key: the nested path first, then the key as one name (a flat file). */
function lookUp(resource: Resource | undefined, key: string): string | undefined {
  if (!resource) return undefined;
  const nested = atPath(resource, key);
  if (typeof nested === 'string') return nested;
  const flat = Object.hasOwn(resource, key) ? resource[key] : undefined;
  return typeof flat === 'string' ? flat : undefined;
}

/** A key and the namespace its `namespace:` prefix names, if any (none with nsSeparator false). */
function splitKey(whole: string, options: TranslateOptions | undefined): { namespace?: string; key: string } {
  const split = options?.nsSeparator === false ? -1 : whole.indexOf(NAMESPACE_SEPARATOR);
  return split > 0 ? { namespace: whole.slice(0, split), key: whole.slice(split + 1) } : { key: whole };
}

/**
 * `{{name}}` (or `{{- name}}`) replaced by the option of that name. A name given as undefined gives
 * nothing; a name not given at all stays visible, so a missing value shows instead of vanishing.
 */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PARAM, (whole, inner: string) => {
    const name = inner.replace(/^-\s*/, '').trim();
    if (!options || !Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The keys to try, best first, as i18next orders them: context with the plural form, the context,
 * the zero form (count 0), the plural form, then the key itself.
 */
function candidateKeys(key: string, language: string, options: TranslateOptions | undefined): string[] {
  const count = options?.count;
  const context = options?.context;
  const plural = typeof count === 'number' ? `_${pluralCategory(language, count)}` : undefined;
  const zero = count === 0 ? '_zero' : undefined;
  const keys: string[] = [];
  if (context !== undefined && context !== '') {
    const contextKey = `${key}_${context}`;
    if (plural) {
      if (zero) keys.push(contextKey + zero);
      keys.push(contextKey + plural);
    }
    keys.push(contextKey);
  }
  if (plural) {
    if (zero) keys.push(key + zero);
    keys.push(key + plural);
  }
  keys.push(key);
  return keys;
}

function asList(namespaces: string | readonly string[]): readonly string[] {
  return typeof namespaces === 'string' ? [namespaces] : namespaces;
}

export interface Translator {
  /** The language texts are shown in ('' before the start); it changes only once that language's files are loaded. */
  readonly language: string;
  /** Resolves once the translator has a language (at once when it was given one). */
  readonly started: Promise<void>;
  /** A t() for one language and a list of namespaces, searched in order. */
  fixedT(language: string, namespaces: string | readonly string[]): TFunction;
  exists(key: string, options?: TranslateOptions): boolean;
  getResource(language: string, namespace: string, key: string): unknown;
  hasLoaded(language: string, namespaces: readonly string[]): boolean;
  /** Loads the files, each once per language and namespace. */
  load(language: string, namespaces: readonly string[]): Promise<void>;
  /** Loads every namespace used so far in `language`, then switches to it. */
  changeLanguage(language: string): Promise<void>;
  /** Called on every language change and every file loaded. */
  subscribe(listener: () => void): () => void;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const resources = new Map<string, Map<string, Resource>>();
  const loading = new Map<string, Promise<void>>();
  const usedNamespaces = new Set<string>([options.defaultNamespace]);
  const listeners = new Set<() => void>();
  const load: LoadResource = options.load ?? (async () => ({}));
  let language = options.language ?? '';
  let start: (() => void) | undefined;
  const started =
    options.language === undefined ? new Promise<void>((resolve) => (start = resolve)) : Promise.resolve();

  for (const [lng, byNamespace] of Object.entries(options.resources ?? {})) {
    for (const [ns, resource] of Object.entries(byNamespace)) setResource(lng, ns, resource);
  }

  function setResource(lng: string, ns: string, resource: Resource): void {
    let byNamespace = resources.get(lng);
    if (!byNamespace) {
      byNamespace = new Map();
      resources.set(lng, byNamespace);
    }
    byNamespace.set(ns, resource);
  }

  function changed(): void {
    for (const listener of [...listeners]) listener();
  }

  function loadOne(lng: string, ns: string): Promise<void> {
    usedNamespaces.add(ns);
    if (resources.get(lng)?.has(ns)) return Promise.resolve();
    const id = `${lng}|${ns}`;
    let pending = loading.get(id);
    if (!pending) {
      pending = load(lng, ns).then((resource) => {
        setResource(lng, ns, resource);
        loading.delete(id);
        changed();
      });
      loading.set(id, pending);
    }
    return pending;
  }

  function translate(
    lng: string,
    namespaces: readonly string[],
    keys: string | readonly string[],
    opts?: TranslateOptions,
  ): string | undefined {
    for (const whole of typeof keys === 'string' ? [keys] : keys) {
      const { namespace, key } = splitKey(whole, opts);
      const searched = namespace !== undefined ? [namespace] : opts?.ns !== undefined ? asList(opts.ns) : namespaces;
      const byNamespace = resources.get(lng);
      for (const ns of searched) {
        for (const candidate of candidateKeys(key, lng, opts)) {
          const text = lookUp(byNamespace?.get(ns), candidate);
          if (text !== undefined) return text;
        }
      }
    }
    return undefined;
  }

  const translator: Translator = {
    get language() {
      return language;
    },
    started,
    fixedT(lng, namespaces) {
      const list = asList(namespaces);
      return (keys, opts) => {
        const text = translate(lng, list, keys, opts) ?? opts?.defaultValue;
        // Found nowhere: the key itself (the last one tried), as i18next shows it.
        const last = typeof keys === 'string' ? keys : (keys[keys.length - 1] ?? '');
        return text === undefined ? splitKey(last, opts).key : interpolate(text, opts);
      };
    },
    exists(key, opts) {
      return translate(language, [options.defaultNamespace], key, opts) !== undefined;
    },
    getResource(lng, ns, key) {
      return atPath(resources.get(lng)?.get(ns), key);
    },
    hasLoaded(lng, namespaces) {
      const byNamespace = resources.get(lng);
      return namespaces.every((ns) => byNamespace?.has(ns) === true);
    },
    async load(lng, namespaces) {
      await Promise.all(namespaces.map((ns) => loadOne(lng, ns)));
    },
    async changeLanguage(lng) {
      await translator.load(lng, [...usedNamespaces]);
      if (language === lng) return;
      language = lng;
      start?.();
      start = undefined;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
