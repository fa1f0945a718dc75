/** One thing wrong with a tenant file: which file, where in it (a JSON pointer, '' for the whole file), and why. */
export interface TenantProblem {
  file: string;
  pointer: string;
  message: string;
  /** Where the pointer's value begins in the file's text (1-based), when it was located (locate-problems.ts). */
  line?: number;
  column?: number;
}

/** A problem before the file is known: rules work on one tenant and the caller adds the file. */
export interface PointedMessage {
  pointer: string;
  message: string;
}
