/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * This interface was referenced by `FlowDocumentResponse`'s JSON-Schema
 * via the `definition` "names".
 */
export type Names = string[];

/**
 * Answer of GET /flow-data/{tenant}/{site}/{flow}/json: one flow as the site's configuration leaves it, in plain words in every language, with the arrows, the path stories and the developer names (flows/render/flow-document.ts).
 */
export interface FlowDocumentResponse {
  name: string;
  scope: null | {
    tenant: string;
    site: string;
    siteName: string;
  };
  title: PerLanguage;
  description: PerLanguage;
  initial: string | null;
  states: {
    path: string;
    key: string;
    parent: string | null;
    type: string;
    label: {
      'en-gb': Phrase;
      'zh-hans': Phrase;
    };
    invoke: Names;
    entry: Names;
    exit: Names;
  }[];
  transitions: {
    /**
     * '' for transitions of the whole machine.
     */
    source: string;
    targets: Names;
    event: string;
    guard: string | null;
    actions: Names;
    label: PerLanguage;
    does: {
      'en-gb': Names;
      'zh-hans': Names;
    };
  }[];
  stories: {
    state: string;
    title: PerLanguage;
    steps: {
      'en-gb': Names;
      'zh-hans': Names;
    };
    technical: Names;
  }[];
  leftOut: {
    states: Names;
    labels: {
      'en-gb': Names;
      'zh-hans': Names;
    };
    transitions: number;
  };
  /**
   * The developer's view: states, transitions, events, actors, actions and guards by name (flows/render/flow-json.ts).
   */
  technical: {
    [k: string]: unknown;
  };
}
/**
 * This interface was referenced by `FlowDocumentResponse`'s JSON-Schema
 * via the `definition` "perLanguage".
 */
export interface PerLanguage {
  'en-gb': string;
  'zh-hans': string;
}
/**
 * This interface was referenced by `FlowDocumentResponse`'s JSON-Schema
 * via the `definition` "phrase".
 */
export interface Phrase {
  label: string;
  description: string;
}
