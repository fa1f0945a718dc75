import type { CodeStepEvent } from '../../../../flows/accounts/code-step';
import type { CodeStepCan } from './CodeStep';

/** What the code step may send now, asked of a snapshot of any machine with a code step. */
export function codeStepCan(snapshot: { can(event: CodeStepEvent): boolean }): CodeStepCan {
  return {
    submit: snapshot.can({ type: 'SUBMIT_CODE', code: '' }),
    resend: snapshot.can({ type: 'RESEND' }),
    changePhone: snapshot.can({ type: 'CHANGE_PHONE' }),
  };
}
