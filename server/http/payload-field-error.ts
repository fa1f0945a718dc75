import type { ValidationIssue } from '../services/shared/validation-messages';

/**
 * A payload field that passed its schema but breaks a rule a schema cannot state (e.g. 30 February);
 * error-handling.ts answers it like a schema violation: HTTP 400 naming the field.
 */
export class PayloadFieldError extends Error {
  readonly statusCode = 400;
  readonly validation: ValidationIssue[];

  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.validation = [{ keyword: 'rule', instancePath: `/${field}`, params: {}, message: problem }];
  }
}
