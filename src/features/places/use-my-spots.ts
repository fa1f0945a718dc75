import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { addVehicle, loadVehicles, removeVehicle } from '../../api/endpoints/vehicles';
import type { SavedVehicle } from '../../generated/api/account-vehicles.response';
import { normalPlate } from '../../lib/plates';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { customerKeys } from '../../queries/query-keys';
import { acceptedResult, refusalOf } from '../../queries/refused-read';
import { useAccountList } from '../../queries/use-account-list';
import { useTenant } from '../../tenant/use-tenant';

type VehiclesCall = () => ReturnType<typeof loadVehicles>;

/**
 * The controller of myspots: the customer's saved vehicles, add (the plate checked here as the
 * server checks it) and remove; each change answers the list as it now is, which replaces the one read.
 */
export function useMySpots() {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const load = useCallback((signal: AbortSignal) => loadVehicles(cloud, signal), [cloud]);
  const tenantId = bundle.tenant.id;
  const key = useMemo(() => customerKeys.vehicles(tenantId), [tenantId]);
  const list = useAccountList(key, load, (result) => result.vehicles as SavedVehicle[] | undefined);
  const [plate, setPlate] = useState('');
  const [nickname, setNickname] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const change = useMutation({
    mutationFn: async (call: VehiclesCall) => (acceptedResult(await call()).vehicles ?? []) as SavedVehicle[],
    onMutate: () => setMessage(null),
    onSuccess: (vehicles) => list.replace(vehicles),
    // A transport failure was reported by the client; a refusal says why here.
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) setMessage(refusalMessage(refusal, 'OPERATION_FAILED'));
    },
  });

  return {
    list,
    plate,
    setPlate,
    nickname,
    setNickname,
    message,
    busy: change.isPending,
    add() {
      if (normalPlate(plate) === null) {
        setMessage(messageOf('VEHICLE_PLATE_INVALID'));
        return;
      }
      change.mutate(
        () => addVehicle(cloud, { plate, ...(nickname.trim() === '' ? {} : { nickname: nickname.trim() }) }),
        {
          onSuccess: () => {
            setPlate('');
            setNickname('');
          },
        },
      );
    },
    remove(vehicleId: string) {
      change.mutate(() => removeVehicle(cloud, vehicleId));
    },
  };
}
