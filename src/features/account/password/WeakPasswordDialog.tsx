import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../i18n/use-translation';

interface WeakPasswordDialogProps {
  open: boolean;
  onUseAnyway: () => void;
  onEdit: () => void;
}

/** A weak password gets a warning with a 'use anyway' option (docs/rules.md#weak-password). */
export function WeakPasswordDialog({ open, onUseAnyway, onEdit }: WeakPasswordDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog open={open} onClose={onEdit} aria-labelledby="weak-password-title" aria-describedby="weak-password-body">
      <DialogTitle id="weak-password-title">{t('password.weakTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="weak-password-body">{t('password.weakBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onUseAnyway} color="inherit">
          {t('action.useAnyway')}
        </Button>
        <Button onClick={onEdit} variant="contained" autoFocus>
          {t('action.choosePassword')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
