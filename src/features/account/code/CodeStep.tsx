import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CodeStepEvent } from '../../../../flows/accounts/code-step';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { Message } from '../../../protocol/message';
import { CodeField } from '../fields/CodeField';
import type { CodeStepPhase } from './code-step-phase';

/** Which code-step events the flow takes now (snapshot.can). */
export interface CodeStepCan {
  submit: boolean;
  resend: boolean;
  changePhone: boolean;
}

interface CodeStepProps {
  /** The number the code went to, as shown to the user. */
  phone: string;
  /** Password reset does not say whether the number has an account. */
  sentNote: 'sent' | 'maybeSent';
  /** null while a new code is being requested. */
  phase: CodeStepPhase | null;
  resendIn: number;
  message: Message | null;
  submitLabel: string;
  can: CodeStepCan;
  /** The flow's send: every machine with a code step takes these events. */
  send: (event: CodeStepEvent) => void;
}

/** Enter the SMS code; resend after the countdown (4 digits, 120 s: docs/rules.md#verification-code). */
export function CodeStep({ phone, sentNote, phase, resendIn, message, submitLabel, can, send }: CodeStepProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const requesting = phase === null;
  const codeDead = phase?.code === 'newCodeNeeded';
  // Asked again too soon, no new code went out: the screen says the code sent before still stands, and
  // the countdown when a new one can be asked for, once; not 'we sent a code' beside 'please wait'.
  const sentEarlier = message?.code === 'WAIT_BEFORE_RESEND';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT_CODE', code });
  };
  const resend = () => {
    setCode('');
    send({ type: 'RESEND' });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography color="text.secondary">
        {t(
          sentNote === 'sent'
            ? sentEarlier
              ? 'helper.codeSentEarlier'
              : 'helper.codeSentTo'
            : sentEarlier
              ? 'helper.codeMaybeSentEarlier'
              : 'helper.codeMaybeSentTo',
          { phone },
        )}
      </Typography>
      <MessageAlert message={sentEarlier ? null : message} />
      <CodeField
        value={code}
        onChange={setCode}
        disabled={codeDead || requesting}
        autoFocus
        fullWidth
        required
        helperText={codeDead ? t('hint.newCodeNeeded') : ' '}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!can.submit}>
        {submitLabel}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => send({ type: 'CHANGE_PHONE' })} disabled={!can.changePhone} sx={{ px: 1 }}>
          {t('action.changePhone')}
        </Button>
        {phase?.resend === 'available' || requesting ? (
          <Button onClick={resend} disabled={!can.resend} sx={{ px: 1 }}>
            {t('action.resendCode')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.75 }} data-testid="resend-countdown">
            {t('action.resendIn', { seconds: resendIn })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
