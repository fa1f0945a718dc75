/** Raised by a machine's default actor when the app forgot to `.provide()` the real one. */
export class MissingImplementationError extends Error {
  constructor(
    readonly machine: string,
    readonly actor: string,
  ) {
    super(
      `${machine} machine: actor '${actor}' has no implementation. ` +
        `Provide it: ${machine}Machine.provide({ actors: { ${actor}: fromPromise(...) } })`,
    );
    this.name = 'MissingImplementationError';
  }
}

/**
 * The body of a placeholder promise actor. Machines declare their effects in `setup()` with this so
 * a run without `.provide()` fails loudly instead of calling nothing.
 */
export function missingActor(machine: string, actor: string): () => Promise<never> {
  return () => Promise.reject(new MissingImplementationError(machine, actor));
}
