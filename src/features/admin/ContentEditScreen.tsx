import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useRef, useState } from 'react';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../components/RouterLink';
import {
  adminPaths,
  type ContentGetAnswer,
  type ContentItem,
  type ContentListAnswer,
} from '../../api/endpoints/admin-content';
import { CONTENT_TYPE_ROLES } from '../../lib/admin-routes';
import type { ContentType } from '../../protocol/admin-content';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { useAdminRoute } from './admin-route-context';
import { FeedbackAlert } from './FeedbackAlert';
import { documentOf, itemLabel, toFormData, type JsonSchema } from './form-schema';
import { SchemaForm, type SchemaFormHandle } from './form/SchemaForm';
import { HistoryPanel } from './HistoryPanel';
import { Permission, usePermission } from './permission';
import { PreviewPanel } from './PreviewPanel';
import { PublishControls } from './PublishControls';
import { QueryStatus } from './QueryStatus';
import { StateChip } from './StateChip';
import { useAdminKey, useAdminQuery } from './use-admin-query';
import { useAdminWrite } from './use-admin-write';
import { useContentEdit } from './use-content-edit';

function BackLink() {
  const { t } = useTranslation('admin');
  const admin = useAdmin();
  const route = useAdminRoute();
  return (
    <Button
      component={RouterLink}
      to={adminHref(admin.shop, route.segment)}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('edit.back', { type: t(`menu.${route.id}`) })}
    </Button>
  );
}

/** A new item: the form over the type's schema (a tenant-file page's document when editing one of those). */
function CreateContent({ type }: { type: ContentType }) {
  const { t } = useTranslation(['admin', 'messages']);
  const admin = useAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const route = useAdminRoute();
  const { state, reload } = useAdminQuery<ContentListAnswer>(adminPaths.list(type));
  const form = useRef<SchemaFormHandle>(null);
  // Editing a starting item of the tenant file: the new item overrides it (docs/admin.md#starting-content).
  const { document: starting, startingKey } =
    (location.state as { document?: Record<string, unknown>; startingKey?: string } | null) ?? {};
  const kind = route.solutionKind;
  const [value, setValue] = useState<Record<string, unknown> | null>(null);
  // The new item is in the type's list from now on.
  const { run, busy, problem, fields } = useAdminWrite(
    (client, document: unknown) =>
      client.call<ContentItem>('POST', adminPaths.list(type), { document, ...(startingKey ? { startingKey } : {}) }),
    useAdminKey(adminPaths.list(type)),
  );
  if (state.kind !== 'ok') return <QueryStatus state={state} reload={reload} />;
  const schema = state.value.schema as JsonSchema;
  const current =
    value ?? (toFormData(schema, starting ?? (type === 'solution' && kind ? { kind } : {})) as Record<string, unknown>);
  const create = async () => {
    if (!form.current?.validateForm()) return;
    const created = await run(documentOf(current));
    if (created) void navigate(adminHref(admin.shop, `${route.segment}/${created.value.id}`), { replace: true });
  };
  return (
    <Stack spacing={2}>
      <BackLink />
      <Typography variant="h5" component="h1">
        {t('admin:edit.newTitle', { type: t(`admin:type.${type}.one`) })}
      </Typography>
      {problem && (
        <Alert severity="error" data-testid="edit-feedback">
          {/* The fields at fault are marked in the form below (docs/admin.md#field-errors). */}
          {fields.length > 0 ? t('admin:fieldError.summary') : problem}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Suspense fallback={<SectionSkeleton height={240} />}>
            <SchemaForm
              ref={form}
              type={type}
              value={current}
              onChange={setValue}
              disabled={busy}
              fieldProblems={fields}
            />
          </Suspense>
        </CardContent>
      </Card>
      <Button
        variant="contained"
        onClick={() => void create()}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="content-create"
      >
        {t('admin:edit.create')}
      </Button>
    </Stack>
  );
}

function EditContent({ type, loaded, schema }: { type: ContentType; loaded: ContentItem; schema: JsonSchema }) {
  const { t, i18n } = useTranslation('admin');
  const route = useAdminRoute();
  const { snapshot, send, item, formData, setFormData, fieldProblems, busy } = useContentEdit(
    type,
    loaded,
    schema,
    route.segment,
  );
  const mayEdit = usePermission(CONTENT_TYPE_ROLES[type]);
  const form = useRef<SchemaFormHandle>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const conflict = snapshot.matches('conflict') || snapshot.matches('reloading');
  const locked = busy || conflict || !mayEdit;
  return (
    <Stack spacing={2}>
      <BackLink />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {itemLabel(item.draft, i18n.language) || t('list.untitled')}
        </Typography>
        <StateChip item={item} />
        <Typography variant="body2" color="text.secondary" data-testid="item-version">
          {t('edit.version', { version: item.version })}
        </Typography>
      </Stack>
      <FeedbackAlert
        feedback={snapshot.context.feedback}
        onReload={() => send({ type: 'RELOAD' })}
        busy={busy}
        fieldsMarked={fieldProblems.length > 0}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent>
              <Suspense fallback={<SectionSkeleton height={240} />}>
                <SchemaForm
                  ref={form}
                  type={type}
                  value={formData}
                  onChange={setFormData}
                  disabled={locked}
                  fieldProblems={fieldProblems}
                />
              </Suspense>
              <Permission roles={CONTENT_TYPE_ROLES[type]}>
                <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    variant="contained"
                    disabled={locked}
                    onClick={() => {
                      if (form.current?.validateForm())
                        send({ type: 'SAVE', document: documentOf(formData) as Record<string, unknown> });
                    }}
                    data-testid="content-save"
                  >
                    {t('edit.save')}
                  </Button>
                  <Button
                    color="error"
                    disabled={locked}
                    onClick={() => setConfirmDelete(true)}
                    data-testid="content-delete"
                  >
                    {t('edit.delete')}
                  </Button>
                </Stack>
              </Permission>
            </CardContent>
          </Card>
          <Permission roles={CONTENT_TYPE_ROLES[type]}>
            <Card>
              <CardContent>
                <PublishControls
                  key={item.version}
                  item={item}
                  busy={locked}
                  onPublish={(publishAt, unpublishAt) => send({ type: 'PUBLISH', publishAt, unpublishAt })}
                  onUnpublish={() => send({ type: 'UNPUBLISH' })}
                />
              </CardContent>
            </Card>
          </Permission>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent>
              <PreviewPanel type={type} document={formData} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <HistoryPanel
                item={item}
                busy={locked}
                onRestore={(fromVersion) => send({ type: 'RESTORE', fromVersion })}
              />
            </CardContent>
          </Card>
        </Stack>
      </Box>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>{t('edit.deleteConfirm')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('edit.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmDelete(false);
              send({ type: 'DELETE' });
            }}
            data-testid="content-delete-confirm"
          >
            {t('edit.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function LoadedEdit({ type, id }: { type: ContentType; id: string }) {
  const { state, reload } = useAdminQuery<ContentGetAnswer>(adminPaths.item(type, id));
  if (state.kind !== 'ok') return <QueryStatus state={state} reload={reload} />;
  return <EditContent type={type} loaded={state.value.item} schema={state.value.schema as JsonSchema} />;
}

/** {list}/new and {list}/{id}: create, or edit, publish, preview and restore (docs/admin.md#screens-edit). */
export default function ContentEditScreen() {
  const { id = '' } = useParams();
  const route = useAdminRoute();
  const type = route.contentType ?? 'page';
  return id === 'new' ? (
    <CreateContent key={`${type}-new`} type={type} />
  ) : (
    <LoadedEdit key={`${type}-${id}`} type={type} id={id} />
  );
}
