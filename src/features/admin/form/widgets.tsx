import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { contentImageUrl } from '../../../components/site-content/content-text';
import { useTenant } from '../../../tenant/use-tenant';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import { useImageUpload } from './use-image-upload';
import { parseConfigNumber } from './config-value';

// tiptap downloads with the first form that has an html field, not with the admin area.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** Rich text with an HTML source view (a pasted snippet, or to see what is stored). */
export function RichTextWidget(props: WidgetProps) {
  const { t } = useTranslation('admin');
  const [source, setSource] = useState(false);
  const value = typeof props.value === 'string' ? props.value : '';
  const change = (html: string) => props.onChange(html === '' ? undefined : html);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography component="label" htmlFor={props.id} variant="body2" color="text.secondary">
          {props.label}
        </Typography>
        <Button size="small" onClick={() => setSource((s) => !s)} data-testid={`${props.id}-source-toggle`}>
          {source ? t('richText.visual') : t('richText.source')}
        </Button>
      </Stack>
      {source ? (
        <TextField
          id={props.id}
          multiline
          minRows={6}
          fullWidth
          value={value}
          onChange={(event) => change(event.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': `${props.id}-source`, spellCheck: false, style: { fontFamily: 'monospace' } },
          }}
        />
      ) : (
        <Suspense fallback={<SectionSkeleton height={160} />}>
          <RichTextEditor id={props.id} value={value} onChange={change} label={props.label} />
        </Suspense>
      )}
    </Box>
  );
}

/** An image: upload a file (the server sniffs its type and checks its size), pick one from the media library, or type its URL. */
export function ImageWidget(props: WidgetProps) {
  const { t } = useTranslation('admin');
  const { bundle } = useTenant();
  const { upload, busy, problem } = useImageUpload();
  const [library, setLibrary] = useState(false);
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        id={props.id}
        label={props.label}
        required={props.required}
        value={value}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        error={(props.rawErrors?.length ?? 0) > 0}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" variant="outlined" size="small" disabled={busy || props.disabled}>
          {t('image.upload')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            data-testid={`${props.id}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file).then((url) => url !== null && props.onChange(url));
            }}
          />
        </Button>
        <Button variant="outlined" size="small" disabled={props.disabled} onClick={() => setLibrary(true)}>
          {t('media.choose')}
        </Button>
        {value !== '' && (
          <Box
            component="img"
            src={contentImageUrl(value, bundle.tenant.id)}
            alt=""
            sx={{ height: 48, maxWidth: 120, objectFit: 'contain', borderRadius: 1 }}
          />
        )}
      </Stack>
      {problem && (
        <Typography color="error" variant="body2" role="alert">
          {t([`image.problem.${problem}`, 'image.problem.failed'])}
        </Typography>
      )}
      <MediaLibraryDialog
        open={library}
        askAlt={false}
        onClose={() => setLibrary(false)}
        onChoose={({ url }) => props.onChange(url)}
      />
    </Stack>
  );
}

/** A moment: picked in the browser's time, stored as ISO 8601 (UTC). */
export function DateTimeWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' && props.value !== '' ? toLocalInput(props.value) : '';
  return (
    <TextField
      id={props.id}
      label={props.label}
      type="datetime-local"
      value={value}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? undefined : new Date(event.target.value).toISOString())
      }
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}

export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A configuration's value, edited the way its value type needs (docs/admin.md#configurations): a
 * switch for boolean, an upload for image, a number field that refuses text for number, a text
 * field for string. The value type comes from the form (formContext).
 */
export function ConfigValueField(props: FieldProps) {
  const { t } = useTranslation('admin');
  const valueType = (props.registry.formContext as { valueType?: string } | undefined)?.valueType ?? 'string';
  const [typed, setTyped] = useState<string>(() => (props.formData === undefined ? '' : String(props.formData)));
  const change = (value: unknown) => props.onChange(value, props.fieldPathId.path);
  const label = t('config.value');
  if (valueType === 'boolean') {
    return (
      <FormControlLabel
        control={
          <Switch
            checked={props.formData === true}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: { 'aria-label': label } }}
            data-testid="config-value-switch"
          />
        }
        label={label}
      />
    );
  }
  if (valueType === 'image') {
    return (
      <ImageWidget
        {...(props as unknown as WidgetProps)}
        id={props.fieldPathId.$id}
        label={label}
        value={props.formData}
        onChange={change}
      />
    );
  }
  if (valueType === 'number') {
    const parsed = parseConfigNumber(typed);
    return (
      <TextField
        id={props.fieldPathId.$id}
        label={label}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const number = parseConfigNumber(event.target.value);
          // Text stays text in the document, so the form's check (and the server's) refuses it.
          change(number ?? event.target.value);
        }}
        error={typed !== '' && parsed === null}
        helperText={typed !== '' && parsed === null ? t('config.notANumber') : t('config.numberHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'config-value' } }}
        fullWidth
      />
    );
  }
  return (
    <TextField
      id={props.fieldPathId.$id}
      label={label}
      value={typeof props.formData === 'string' ? props.formData : ''}
      onChange={(event) => change(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'config-value' } }}
      fullWidth
    />
  );
}
