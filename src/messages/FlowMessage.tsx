import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ParkingFlowMessage } from '../../flows/parking-messages';
import { useParkingMessageText } from './use-parking-message-text';

/** The machine's message (context.message) in the customer's language; nothing when there is none. */
export function FlowMessage({ message, severity = 'error' }: { message: ParkingFlowMessage | null; severity?: AlertColor }) {
  const text = useParkingMessageText();
  if (message === null) return null;
  return (
    <Alert severity={severity} data-testid="flow-message" role={severity === 'error' ? 'alert' : 'status'}>
      {text(message)}
    </Alert>
  );
}
