import { useCallback, useEffect, useState } from 'react';
import { messageOf, type Message } from '../../../protocol/message';
import { refusalMessage } from '../../../protocol/message-codes';
import { fetchProfile, updateProfile } from '../../../api/endpoints/account';
import { useTenant } from '../../../tenant/use-tenant';
import type { AccountProfile } from '../../../generated/api/account-profile';
import { isAccepted } from '../../../protocol/response';
import { profileUpdateRequest, type ProfileFormValues } from './profile-rules';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'ready'; profile: AccountProfile }
  | { status: 'failed'; message: Message };

export type ProfileSave = { ok: true; profile: AccountProfile } | { ok: false; message: Message };

/**
 * The signed-in account's profile (/account/detail) and saving it (/account/update). Loads only
 * when `enabled` (the session is logged in). Transport failures were already reported by the API
 * client; a refusal shows the server's words.
 */
export function useProfile(enabled: boolean) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchProfile(cloud, controller.signal).then(
      (envelope) => {
        const { profile } = envelope.result;
        if (isAccepted(envelope) && profile) setLoad({ status: 'ready', profile });
        else setLoad({ status: 'failed', message: refusalMessage(envelope.result, 'OPERATION_FAILED') });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: messageOf('CONNECTION_FAILED') });
      },
    );
    return () => controller.abort();
  }, [cloud, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const save = useCallback(
    async (values: ProfileFormValues): Promise<ProfileSave> => {
      try {
        const envelope = await updateProfile(cloud, profileUpdateRequest(values));
        const { profile } = envelope.result;
        if (!isAccepted(envelope) || !profile) return { ok: false, message: refusalMessage(envelope.result, 'OPERATION_FAILED') };
        setLoad({ status: 'ready', profile });
        return { ok: true, profile };
      } catch {
        return { ok: false, message: messageOf('OPERATION_FAILED') };
      }
    },
    [cloud],
  );

  return { load, reload, save };
}
