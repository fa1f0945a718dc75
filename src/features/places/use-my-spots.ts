import { useCallback, useState } from 'react';
import { addVehicle, loadVehicles, removeVehicle } from '../../api/endpoints/vehicles';
import type { SavedVehicle } from '../../generated/api/account-vehicles.response';
import { normalPlate } from '../../lib/plates';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { useAccountList } from '../../queries/use-account-list';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The controller of myspots: the customer's saved vehicles, add (the plate checked here as the
 * server checks it) and remove; each change answers the list as it now is.
 */
export function useMySpots() {
  const cloud = useTenant().bundle.api.cloud;
  const load = useCallback((signal: AbortSignal) => loadVehicles(cloud, signal), [cloud]);
  const list = useAccountList(load, (result) => result.vehicles as SavedVehicle[] | undefined);
  const [plate, setPlate] = useState('');
  const [nickname, setNickname] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(call: () => ReturnType<typeof loadVehicles>, onDone?: () => void) {
    setBusy(true);
    setMessage(null);
    try {
      const reply = await call();
      if (reply.success && reply.result.rtn > 0) {
        list.replace(reply.result.vehicles ?? []);
        onDone?.();
      } else setMessage(refusalMessage(reply.result, 'OPERATION_FAILED'));
    } catch {
      // The client has reported the transport failure.
    } finally {
      setBusy(false);
    }
  }

  return {
    list,
    plate,
    setPlate,
    nickname,
    setNickname,
    message,
    busy,
    add() {
      if (normalPlate(plate) === null) {
        setMessage(messageOf('VEHICLE_PLATE_INVALID'));
        return;
      }
      void change(
        () => addVehicle(cloud, { plate, ...(nickname.trim() === '' ? {} : { nickname: nickname.trim() }) }),
        () => {
          setPlate('');
          setNickname('');
        },
      );
    },
    remove(vehicleId: string) {
      void change(() => removeVehicle(cloud, vehicleId));
    },
  };
}
