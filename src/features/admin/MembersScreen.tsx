import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { adminPaths, type AdminMember, type MembersAnswer } from '../../api/endpoints/admin-content';
import { holdsEveryRightOf, mayGrantAdmin, mayGrantRole } from '../../lib/member-grants';
import { useAdmin } from './admin-context';
import { QueryStatus } from './QueryStatus';
import { useAdminKey, useAdminQuery } from './use-admin-query';
import { useAdminWrite } from './use-admin-write';

interface Draft {
  staffCode: string;
  name: string;
  phone: string;
  roles: string[];
  admin: boolean;
  disabled: boolean;
  password: string;
  pin: string;
}

const EMPTY: Draft = {
  staffCode: '',
  name: '',
  phone: '',
  roles: [],
  admin: false,
  disabled: false,
  password: '',
  pin: '',
};

/**
 * Create a staff member, or change one's name, roles, admin flag, sign-in or whether they may sign in.
 * It offers only what the server allows (docs/admin.md#granting): the roles the editor holds (every
 * role and the admin flag to an admin), nothing of the editor's own roles, and nothing at all of a
 * member who holds a role the editor lacks.
 */
function MemberDialog({
  member,
  roles,
  onClose,
  onSaved,
}: {
  member: AdminMember | null;
  roles: readonly string[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const admin = useAdmin();
  const [draft, setDraft] = useState<Draft>(() =>
    member ? { ...EMPTY, ...member, phone: member.phone ?? '' } : EMPTY,
  );
  // A saved member shows in the list at once.
  const { run, busy, problem } = useAdminWrite(
    (client, body: Record<string, unknown>) =>
      client.call<AdminMember>(
        member ? 'PUT' : 'POST',
        member ? adminPaths.member(member.id) : adminPaths.members(),
        body,
      ),
    useAdminKey(adminPaths.members()),
  );
  const editor = admin.staff ?? { staffCode: '', name: '', roles: [], admin: false };
  const self = member !== null && member.staffCode.toLowerCase() === editor.staffCode.toLowerCase();
  const outranked = member !== null && !self && !holdsEveryRightOf(editor, member);
  const rightsLocked = self || outranked;
  // Roles the editor may give, and whatever the member holds already (shown, even when not theirs to change).
  const shownRoles = roles.filter((role) => mayGrantRole(editor, role) || draft.roles.includes(role));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    const body = member
      ? {
          name: draft.name,
          phone: draft.phone === '' ? null : draft.phone,
          roles: draft.roles,
          admin: draft.admin,
          disabled: draft.disabled,
          ...(draft.password ? { password: draft.password } : {}),
          ...(draft.pin ? { pin: draft.pin } : {}),
        }
      : {
          staffCode: draft.staffCode,
          name: draft.name,
          phone: draft.phone === '' ? null : draft.phone,
          roles: draft.roles,
          admin: draft.admin,
          password: draft.password,
          pin: draft.pin,
        };
    if (await run(body)) onSaved();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{member ? t('admin:members.edit', { name: member.name }) : t('admin:members.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {outranked && (
            <Alert severity="info" data-testid="member-outranks">
              {t('messages:STAFF_MEMBER_OUTRANKS')}
            </Alert>
          )}
          <TextField
            label={t('admin:members.staffCode')}
            value={draft.staffCode}
            disabled={member !== null}
            onChange={(e) => set({ staffCode: e.target.value })}
            required
          />
          <TextField
            label={t('admin:members.name')}
            value={draft.name}
            disabled={outranked}
            onChange={(e) => set({ name: e.target.value })}
            required
          />
          <TextField
            label={t('admin:members.phone')}
            value={draft.phone}
            disabled={outranked}
            onChange={(e) => set({ phone: e.target.value })}
          />
          <TextField
            label={t('admin:members.password')}
            type="password"
            value={draft.password}
            disabled={outranked}
            onChange={(e) => set({ password: e.target.value })}
            required={member === null}
            helperText={member ? t('admin:members.keepBlank') : undefined}
            autoComplete="new-password"
          />
          <TextField
            label={t('admin:members.pin')}
            type="password"
            value={draft.pin}
            disabled={outranked}
            onChange={(e) => set({ pin: e.target.value.replace(/\D/g, '') })}
            required={member === null}
            helperText={member ? t('admin:members.keepBlank') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoComplete="off"
          />
          <Typography variant="subtitle2" component="p">
            {t('admin:members.roles')}
          </Typography>
          {self && (
            <Typography variant="body2" color="text.secondary" data-testid="member-own-roles">
              {t('messages:STAFF_OWN_ROLES')}
            </Typography>
          )}
          <FormGroup row>
            {shownRoles.map((role) => (
              <FormControlLabel
                key={role}
                disabled={rightsLocked || !mayGrantRole(editor, role)}
                control={
                  <Checkbox
                    checked={draft.roles.includes(role)}
                    onChange={(e) =>
                      set({ roles: e.target.checked ? [...draft.roles, role] : draft.roles.filter((r) => r !== role) })
                    }
                  />
                }
                label={t(`admin:permissions.role.${role}`, { defaultValue: role })}
              />
            ))}
          </FormGroup>
          {(mayGrantAdmin(editor) || draft.admin) && (
            <FormControlLabel
              disabled={rightsLocked || !mayGrantAdmin(editor)}
              control={<Switch checked={draft.admin} onChange={(e) => set({ admin: e.target.checked })} />}
              label={t('admin:members.adminFlag')}
            />
          )}
          {member && (
            <FormControlLabel
              disabled={outranked}
              control={<Switch checked={draft.disabled} onChange={(e) => set({ disabled: e.target.checked })} />}
              label={t('admin:members.disabled')}
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin:edit.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || outranked}>
          {t('admin:members.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Members() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<MembersAnswer>(adminPaths.members());
  const [editing, setEditing] = useState<AdminMember | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('menu.members')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')} disabled={state.kind !== 'ok'}>
          {t('members.new')}
        </Button>
      </Stack>
      {state.kind !== 'ok' ? (
        <QueryStatus state={state} reload={reload} />
      ) : (
        <>
          <Card>
            <List disablePadding component="div" data-testid="members-list">
              {state.value.members.map((member) => (
                <ListItemButton key={member.id} divider onClick={() => setEditing(member)}>
                  <ListItemText
                    // The staff id after a dot, not in brackets: demo names carry their own ('Morgan (admin)').
                    primary={`${member.name} · ${member.staffCode}`}
                    secondary={member.phone ?? undefined}
                    sx={{ minWidth: 0 }}
                  />
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                    {member.admin && <Chip size="small" color="primary" label={t('permissions.role.admin')} />}
                    {member.roles.map((role) => (
                      <Chip key={role} size="small" label={t(`permissions.role.${role}`, { defaultValue: role })} />
                    ))}
                    {member.disabled && <Chip size="small" color="warning" label={t('members.disabled')} />}
                  </Stack>
                </ListItemButton>
              ))}
            </List>
          </Card>
          {editing !== null && (
            <MemberDialog
              member={editing === 'new' ? null : editing}
              roles={state.value.roles}
              onClose={() => setEditing(null)}
              onSaved={() => setEditing(null)}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** members: the tenant's staff members and their roles (docs/admin.md#screens-members). */
export default function MembersScreen() {
  return <Members />;
}
