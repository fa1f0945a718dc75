import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { messageOf, type Message } from '../../../protocol/message';
import { refusalMessage, type RefusalResult } from '../../../protocol/message-codes';
import { fetchProfile, updateProfile } from '../../../api/endpoints/account';
import { customerKeys } from '../../../queries/query-keys';
import { RefusedRead, refusalOf } from '../../../queries/refused-read';
import { useTenant } from '../../../tenant/use-tenant';
import type { AccountProfile } from '../../../generated/api/account-profile';
import type { ApiEnvelope } from '../../../protocol/response';
import { isAccepted } from '../../../protocol/response';
import { profileUpdateRequest, type ProfileFormValues } from './profile-rules';

export type ProfileLoad =
  { status: 'loading' } | { status: 'ready'; profile: AccountProfile } | { status: 'failed'; message: Message };

export type ProfileSave = { ok: true; profile: AccountProfile } | { ok: false; message: Message };

/** The profile an answer carries; a refusal (or an answer without one) rejects with RefusedRead. */
function profileOf(envelope: ApiEnvelope<{ profile?: AccountProfile }>): AccountProfile {
  const { profile } = envelope.result;
  if (isAccepted(envelope) && profile) return profile;
  throw new RefusedRead(envelope.result as RefusalResult);
}

/**
 * The signed-in account's profile (/account/detail) and saving it (/account/update, whose answer
 * replaces the profile read). Loads only when `enabled` (the session is logged in). Transport
 * failures were already reported by the API client; a refusal shows the server's words.
 */
export function useProfile(enabled: boolean) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const tenantId = bundle.tenant.id;
  const client = useQueryClient();
  const queryKey = useMemo(() => customerKeys.profile(tenantId), [tenantId]);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => profileOf(await fetchProfile(cloud, signal)),
    enabled,
  });

  // A retry shows as loading again.
  const load = ((): ProfileLoad => {
    if (query.status === 'success') return { status: 'ready', profile: query.data };
    if (query.status === 'error' && !query.isFetching) {
      const refusal = refusalOf(query.error);
      return {
        status: 'failed',
        message: refusal ? refusalMessage(refusal, 'OPERATION_FAILED') : messageOf('CONNECTION_FAILED'),
      };
    }
    return { status: 'loading' };
  })();
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const { mutateAsync } = useMutation({
    mutationFn: async (values: ProfileFormValues) =>
      profileOf(await updateProfile(cloud, profileUpdateRequest(values))),
    onSuccess: (profile) => client.setQueryData(queryKey, profile),
  });
  const save = useCallback(
    async (values: ProfileFormValues): Promise<ProfileSave> => {
      try {
        return { ok: true, profile: await mutateAsync(values) };
      } catch (error) {
        const refusal = refusalOf(error);
        return {
          ok: false,
          message: refusal ? refusalMessage(refusal, 'OPERATION_FAILED') : messageOf('OPERATION_FAILED'),
        };
      }
    },
    [mutateAsync],
  );

  return { load, reload, save };
}
