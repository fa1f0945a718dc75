import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isSafeContentLink } from '../../../lib/safe-link';

/**
 * Where a link in a page's text goes (docs/admin.md#links): a path of the site, a #section, https,
 * mailto: or tel:, the one rule the server and the customer's browser apply too. An empty address
 * removes the link. Mounted for each opening, with the address of the link under the cursor.
 */
export function LinkDialog({
  open,
  href,
  onClose,
  onSave,
}: {
  open: boolean;
  href: string;
  onClose(): void;
  onSave(href: string): void;
}) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(href);
  const [checked, setChecked] = useState(false);
  const trimmed = value.trim();
  const invalid = trimmed !== '' && !isSafeContentLink(trimmed);
  const save = () => {
    setChecked(true);
    if (invalid) return;
    onSave(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">{t('richText.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label={t('richText.linkAddress')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
          error={checked && invalid}
          helperText={checked && invalid ? t('richText.linkInvalid') : t('richText.linkHint')}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('media.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {trimmed === '' && href !== '' ? t('richText.unlink') : t('richText.linkSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
