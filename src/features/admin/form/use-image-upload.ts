import { useState } from 'react';
import { uploadAsset } from '../../../api/endpoints/admin-content';
import { useAdmin } from '../admin-context';

/**
 * One image upload to the tenant's media library (docs/admin.md#images): `upload` answers the new
 * image's URL, or null with `problem` set to what went wrong (a key under admin `image.problem`).
 */
export function useImageUpload(): {
  upload(file: File): Promise<string | null>;
  busy: boolean;
  problem: string | null;
} {
  const admin = useAdmin();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File): Promise<string | null> => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await uploadAsset(admin.clientOptions, file);
      if (answer.kind === 'ok') return answer.value.url;
      setProblem(answer.kind === 'refused' ? (answer.code ?? 'failed') : answer.kind);
      return null;
    } catch {
      setProblem('failed');
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy, problem };
}
