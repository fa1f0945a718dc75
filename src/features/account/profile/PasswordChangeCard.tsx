import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LockIcon } from '../../../components/icons/LockIcon';
import { PROFILE_CARD_CONTENT } from './profile-card';
import { PasswordChangeForm } from './PasswordChangeForm';

/** The password change of the profile screen, folded until the customer opens it. */
export function PasswordChangeCard() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const changed = useCallback(() => {
    setOpen(false);
    // A fresh flow for the next change.
    setRound((n) => n + 1);
  }, []);
  return (
    <Card>
      <CardContent sx={PROFILE_CARD_CONTENT}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LockIcon color="primary" />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
            {t('action.changePassword')}
          </Typography>
          {!open && (
            <Button onClick={() => setOpen(true)} aria-expanded={open} aria-controls="password-change">
              {t('action.editPassword')}
            </Button>
          )}
        </Box>
        <Collapse in={open} id="password-change" unmountOnExit>
          <Box sx={{ pt: 2 }}>
            <PasswordChangeForm key={round} onChanged={changed} onCancel={() => setOpen(false)} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
