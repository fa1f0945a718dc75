import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { adminPaths } from '../../../api/endpoints/admin-content';
import type { MediaLibraryImage, MediaLibraryResponse } from '../../../protocol/admin-content';
import { QueryStatus } from '../QueryStatus';
import { useAdminQuery } from '../use-admin-query';
import { useImageUpload } from './use-image-upload';

export interface ChosenImage {
  url: string;
  /** What the picture shows, for people who cannot see it; '' when the caller did not ask for it. */
  alt: string;
}

/**
 * The media library (docs/admin.md#media-library): the tenant's uploaded images to choose from, and an
 * upload that lands in it. With `askAlt` (a picture inside a page's text) the image is only handed
 * over with a description: a screen reader has nothing else to read.
 */
export function MediaLibraryDialog({
  open,
  askAlt,
  onClose,
  onChoose,
}: {
  open: boolean;
  askAlt: boolean;
  onClose(): void;
  onChoose(image: ChosenImage): void;
}) {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<MediaLibraryResponse>(open ? adminPaths.assets() : null);
  const { upload, busy, problem } = useImageUpload();
  const [chosen, setChosen] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [altTouched, setAltTouched] = useState(false);
  const altMissing = askAlt && alt.trim() === '';
  const close = () => {
    setChosen(null);
    setAlt('');
    setAltTouched(false);
    onClose();
  };
  const choose = () => {
    if (chosen === null) return;
    if (altMissing) {
      setAltTouched(true);
      return;
    }
    onChoose({ url: chosen, alt: alt.trim() });
    close();
  };
  const uploadFile = async (file: File) => {
    const url = await upload(file);
    if (url !== null) {
      setChosen(url);
      reload();
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="media-library-title">
      <DialogTitle id="media-library-title">{t('media.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button component="label" variant="outlined" size="small" disabled={busy}>
              {t('image.upload')}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                data-testid="media-library-file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void uploadFile(file);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('media.uploadHint')}
            </Typography>
          </Stack>
          {problem && (
            <Alert severity="error" role="alert">
              {t([`image.problem.${problem}`, 'image.problem.failed'])}
            </Alert>
          )}
          <MediaGrid state={state} reload={reload} chosen={chosen} onChoose={setChosen} />
          {askAlt && (
            <TextField
              label={t('media.alt')}
              required
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              onBlur={() => setAltTouched(true)}
              error={altTouched && altMissing}
              helperText={altTouched && altMissing ? t('media.altMissing') : t('media.altHint')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              fullWidth
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('media.cancel')}</Button>
        <Button variant="contained" onClick={choose} disabled={chosen === null}>
          {askAlt ? t('media.insert') : t('media.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MediaGrid({
  state,
  reload,
  chosen,
  onChoose,
}: {
  state: ReturnType<typeof useAdminQuery<MediaLibraryResponse>>['state'];
  reload(): void;
  chosen: string | null;
  onChoose(url: string): void;
}) {
  const { t } = useTranslation('admin');
  if (state.kind !== 'ok') return <QueryStatus state={state} reload={reload} />;
  if (state.value.images.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('media.empty')}
      </Typography>
    );
  return (
    <Box
      role="listbox"
      aria-label={t('media.title')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
    >
      {state.value.images.map((image) => (
        <MediaTile key={image.url} image={image} selected={image.url === chosen} onChoose={onChoose} />
      ))}
    </Box>
  );
}

function MediaTile({
  image,
  selected,
  onChoose,
}: {
  image: MediaLibraryImage;
  selected: boolean;
  onChoose(url: string): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const uploaded = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(image.uploadedAt));
  const label = t('media.tile', {
    width: image.width,
    height: image.height,
    date: uploaded,
    by: image.uploadedBy ?? t('media.someone'),
  });
  return (
    <ButtonBase
      role="option"
      aria-selected={selected}
      aria-label={label}
      title={label}
      onClick={() => onChoose(image.url)}
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 0.5,
        bgcolor: selected ? 'action.selected' : 'transparent',
      }}
    >
      <Box
        component="img"
        src={image.url}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: 88, objectFit: 'contain' }}
      />
      <Typography variant="caption" color="text.secondary">
        {image.width}×{image.height}
        <br />
        {uploaded}
      </Typography>
    </ButtonBase>
  );
}
