import { useState } from 'react';
import { findMember } from '../../api/endpoints/staff';
import type { StaffMemberSummary } from '../../generated/api/staff-member';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import type { StaffApi } from './use-staff-api';

export type FindBy = 'phone' | 'card' | 'qr';

export type FindState =
  { status: 'idle'; message: Message | null } | { status: 'finding' } | { status: 'found'; member: StaffMemberSummary };

/** Member find (docs/staff.md#member-find): by phone, card number or QR member code, typed or scanned. */
export function useMemberFind(api: StaffApi, onLocked: () => void) {
  const [state, setState] = useState<FindState>({ status: 'idle', message: null });
  const find = (by: FindBy, value: string) => {
    if (value.trim() === '') {
      setState({ status: 'idle', message: messageOf('MEMBER_NOT_FOUND') });
      return;
    }
    setState({ status: 'finding' });
    findMember(api.cloud, { by, value: value.trim() }).then(
      (answer) => {
        if (answer.success && answer.result.rtn > 0 && answer.result.member)
          setState({ status: 'found', member: answer.result.member });
        else setState({ status: 'idle', message: refusalMessage(answer.result, 'MEMBER_NOT_FOUND') });
      },
      // 403: the session locked meanwhile (or the role was taken away): employee login sorts it out.
      () => {
        setState({ status: 'idle', message: messageOf('STAFF_PIN_NEEDED') });
        onLocked();
      },
    );
  };
  const reset = () => setState({ status: 'idle', message: null });
  return { state, find, reset };
}
