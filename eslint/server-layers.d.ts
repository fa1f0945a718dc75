/** Types of server-layers.js for the tests that check it (tests/lint/server-layers.test.ts). */
export declare const SHARED: string;
export declare const DOMAINS: string[];
export declare const LOOSE_FILES: string[];
export declare const DOMAIN_USES: Record<string, string[]>;
export declare const SERVER_ZONES: {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}[];
