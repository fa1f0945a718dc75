import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from '../../components/icons/CloseIcon';
import type { FlowDocumentResponse } from '../../generated/api/flow-document.response';
import type { FlowLanguage } from './flow-language';
import { RunsFlowLinks } from './RunsFlowLinks';
import { arrowsOf } from './use-flow-diagram';

/** What a selected state means, and every arrow into and out of it, in plain words. */
export function StatePanel(props: {
  doc: FlowDocumentResponse;
  path: string;
  language: FlowLanguage;
  technical: boolean;
  onClose: () => void;
  /** Where the links to the flows a step runs go. */
  tenant: string;
  site: string;
}) {
  const { doc, path, language, technical, onClose, tenant, site } = props;
  const { t } = useTranslation('flows');
  const state = doc.states.find((s) => s.path === path);
  if (!state) return null;
  const nameOf = (p: string) =>
    p === '' ? t('diagram.anyState') : (doc.states.find((s) => s.path === p)?.label[language].label ?? p);
  const arrows = arrowsOf(doc, path);
  const arrowText = (label: string, technicalLabel: string) => (technical ? technicalLabel : label);
  return (
    <Paper
      elevation={4}
      role="region"
      aria-label={state.label[language].label}
      data-testid="state-panel"
      sx={{
        position: { md: 'absolute' },
        top: { md: 48 },
        right: { md: 8 },
        width: { md: 340 },
        maxHeight: { md: 'calc(100% - 60px)' },
        overflow: 'auto',
        p: 2,
        mt: { xs: 1, md: 0 },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          {state.label[language].label}
        </Typography>
        <IconButton size="small" aria-label={t('diagram.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {state.label[language].description}
      </Typography>
      <RunsFlowLinks tenant={tenant} site={site} flow={doc.name} state={path} language={language} />
      {technical ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1, fontFamily: 'monospace' }}>
          {t('diagram.technicalName', { name: state.path })}
          {state.invoke.length > 0 ? ` · invoke ${state.invoke.join(', ')}` : ''}
          {state.entry.length > 0 ? ` · entry / ${state.entry.join(', ')}` : ''}
        </Typography>
      ) : null}
      <Typography component="h3" variant="subtitle2">
        {t('diagram.leadsIn')}
      </Typography>
      <ul style={{ marginTop: 4, paddingLeft: 20 }}>
        {arrows.in.length === 0 ? <li>{t('diagram.none')}</li> : null}
        {arrows.in.map((arrow, i) => (
          <li key={`in-${i}`}>
            <Typography variant="body2">
              {t('diagram.fromState', {
                state: nameOf(arrow.source),
                label: arrowText(arrow.label[language], `${arrow.event}${arrow.guard ? ` [${arrow.guard}]` : ''}`),
              })}
            </Typography>
          </li>
        ))}
      </ul>
      <Typography component="h3" variant="subtitle2">
        {t('diagram.leadsOut')}
      </Typography>
      <ul style={{ marginTop: 4, paddingLeft: 20, marginBottom: 0 }}>
        {arrows.out.length === 0 ? <li>{t('diagram.none')}</li> : null}
        {arrows.out.map((arrow, i) => {
          const label = arrowText(arrow.label[language], `${arrow.event}${arrow.guard ? ` [${arrow.guard}]` : ''}`);
          const does = technical ? arrow.actions : arrow.does[language];
          return (
            <li key={`out-${i}`}>
              <Typography variant="body2">
                {arrow.targets.length === 0
                  ? t('diagram.stays', { label })
                  : arrow.targets.map((target) => t('diagram.toState', { label, state: nameOf(target) })).join('; ')}
              </Typography>
              {does.length > 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {t('diagram.does', { actions: does.join(', ') })}
                </Typography>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
