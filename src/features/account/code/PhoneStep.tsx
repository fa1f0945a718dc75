import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Message } from '../../../protocol/message';
import { PhoneField } from '../fields/PhoneField';
import { MessageAlert } from '../../../messages/MessageAlert';

interface PhoneStepProps {
  initialPhone: string;
  intro?: string;
  /** The flow does not take the number now (it is checking one, or asking for a code). */
  busy: boolean;
  message: Message | null;
  submitLabel: string;
  onSubmit: (phone: string) => void;
}

/** The first step of the SMS flows: the mobile number a code goes to. */
export function PhoneStep({ initialPhone, intro, busy, message, submitLabel, onSubmit }: PhoneStepProps) {
  const [phone, setPhone] = useState(initialPhone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(phone);
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      <MessageAlert message={message} />
      <PhoneField
        value={phone}
        onChange={setPhone}
        required
        fullWidth
        disabled={busy}
        autoFocus={initialPhone === ''}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
