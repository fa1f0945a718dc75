import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { WALLET_PIN_LENGTH } from '../../../lib/limits';
import { MessageAlert } from '../../../messages/MessageAlert';
import { useWalletPinChange } from '../use-wallet-pin-change';

const digits = (text: string) => text.replace(/\D/g, '').slice(0, WALLET_PIN_LENGTH);

function PinField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      value={value}
      onChange={(e) => onChange(digits(e.target.value))}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: WALLET_PIN_LENGTH, 'data-testid': testId },
      }}
    />
  );
}

/** Set or change a card's 6-digit PIN: current (once set), new, and new again. */
export function PinDialog({
  cardId,
  pinSet,
  onChanged,
  onClose,
}: {
  cardId: string;
  pinSet: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { snapshot, send } = useWalletPinChange(cardId, pinSet, onChanged);
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const saving = snapshot.hasTag('processing');
  const changed = snapshot.matches('changed');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="wallet-pin-title">
      <DialogTitle id="wallet-pin-title">{pinSet ? t('pin.changeTitle') : t('pin.setTitle')}</DialogTitle>
      <DialogContent>
        {changed ? (
          <Alert severity="success" role="status" data-testid="wallet-pin-changed">
            {t('pin.changed')}
          </Alert>
        ) : (
          <Stack
            component="form"
            spacing={2}
            sx={{ pt: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT', oldPin, newPin, confirmPin });
              setOldPin('');
              setNewPin('');
              setConfirmPin('');
            }}
            id="wallet-pin-form"
          >
            <Typography variant="body2" color="text.secondary">
              {t('pin.help')}
            </Typography>
            {pinSet && <PinField label={t('pin.old')} value={oldPin} onChange={setOldPin} testId="wallet-pin-old" />}
            <PinField label={t('pin.new')} value={newPin} onChange={setNewPin} testId="wallet-pin-new" />
            <PinField
              label={t('pin.confirm')}
              value={confirmPin}
              onChange={setConfirmPin}
              testId="wallet-pin-confirm"
            />
            <MessageAlert message={snapshot.context.message} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {!changed && (
          <Button type="submit" form="wallet-pin-form" variant="contained" disabled={saving}>
            {t('pin.save')}
          </Button>
        )}
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
