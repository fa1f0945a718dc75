import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { findMember, recentMembers } from '../../api/endpoints/staff';
import type { StaffMemberSummary } from '../../generated/api/staff-member';
import type { StaffMemberMatch } from '../../generated/api/staff-member-match';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { staffKeys } from '../../queries/query-keys';
import { useTenant } from '../../tenant/use-tenant';
import type { StaffApi } from './use-staff-api';

/** What staff type or scan; a member id comes from a list (a name search's matches, the recent members). */
export type FindBy = 'phone' | 'card' | 'qr' | 'name';

export type FindState =
  | { status: 'idle'; message: Message | null }
  | { status: 'finding' }
  | { status: 'matches'; matches: StaffMemberMatch[] }
  | { status: 'found'; member: StaffMemberSummary };

/**
 * Member find (docs/staff.md#member-find): by phone, card number or QR member code, typed or scanned;
 * by part of a name, answered with the members to pick from; and the members this staff member
 * opened lately, read through the query layer and read again after each member found.
 */
export function useMemberFind(api: StaffApi, onLocked: () => void) {
  const [state, setState] = useState<FindState>({ status: 'idle', message: null });
  const { bundle } = useTenant();
  const queryClient = useQueryClient();
  const recentKey = staffKeys.recentMembers(bundle.tenant.id);
  const recent = useQuery({
    queryKey: recentKey,
    queryFn: async (): Promise<StaffMemberMatch[]> => {
      const reply = await recentMembers(api.cloud);
      return reply.success && reply.result.rtn > 0 ? (reply.result.members ?? []) : [];
    },
    gcTime: 0,
  });
  const ask = (by: FindBy | 'id', value: string) => {
    if (value.trim() === '') {
      setState({ status: 'idle', message: messageOf('MEMBER_NOT_FOUND') });
      return;
    }
    setState({ status: 'finding' });
    findMember(api.cloud, { by, value: value.trim() }).then(
      (answer) => {
        if (answer.success && answer.result.rtn > 0 && answer.result.member) {
          setState({ status: 'found', member: answer.result.member });
          void queryClient.invalidateQueries({ queryKey: recentKey });
        } else if (answer.success && answer.result.rtn > 0 && answer.result.matches)
          setState({ status: 'matches', matches: answer.result.matches });
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
  return {
    state,
    find: (by: FindBy, value: string) => ask(by, value),
    /** Opens a member picked from a list. */
    open: (memberId: string) => ask('id', memberId),
    reset,
    recent: recent.data ?? [],
  };
}
