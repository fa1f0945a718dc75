import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { FlowDocumentResponse } from '../../generated/api/flow-document.response';
import type { ShapeTransition } from '../../../flows/shape/machine-shape';
import type { FlowLanguage } from './flow-language';
import { RunsFlowLinks } from './RunsFlowLinks';
import type { PlayView } from './use-flow-play';

/**
 * Play mode's panel: where the flow is, what can happen next (each a button), the path taken and
 * the link to it. Every guarded alternative is its own button ('Pay, if terms accepted'), so the
 * analyst decides what the customer's data would.
 */
export function PlayPanel(props: {
  doc: FlowDocumentResponse;
  view: PlayView;
  language: FlowLanguage;
  technical: boolean;
  onTake: (index: number) => void;
  onBackTo: (count: number) => void;
  onStop: () => void;
  tenant: string;
  site: string;
}) {
  const { doc, view, language, technical, onTake, onBackTo, onStop, tenant, site } = props;
  const { t } = useTranslation('flows');
  const [copied, setCopied] = useState(false);
  const { result } = view;
  const stateOf = (path: string) => doc.states.find((s) => s.path === path);
  const nameOf = (path: string) => (technical ? path : (stateOf(path)?.label[language].label ?? path));
  const where = (active: readonly string[]) => {
    const leaves = active.filter((path) => !active.some((other) => other.startsWith(`${path}.`)));
    return leaves.map(nameOf).join(language === 'zh-hans' ? '、' : ', ');
  };
  const arrowText = (transition: ShapeTransition) => {
    if (technical) return `${transition.label}${transition.guard ? ` [${transition.guard}]` : ''}`;
    return view.arrowOf(transition)?.label[language] ?? transition.label;
  };
  const optionText = (transition: ShapeTransition) =>
    transition.targets.length === 0
      ? t('play.stays', { label: arrowText(transition) })
      : t('play.goesTo', { label: arrowText(transition), state: transition.targets.map(nameOf).join(', ') });
  const current = result.active.filter((path) => !result.active.some((other) => other.startsWith(`${path}.`)));
  const copyLink = () => {
    void navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <Paper
      elevation={4}
      role="region"
      aria-label={t('play.heading')}
      data-testid="play-panel"
      sx={{
        position: { md: 'absolute' },
        top: { md: 48 },
        right: { md: 8 },
        width: { md: 360 },
        maxHeight: { md: 'calc(100% - 60px)' },
        overflow: 'auto',
        p: 2,
        mt: { xs: 1, md: 0 },
      }}
    >
      <Typography variant="overline" color="text.secondary">
        {t('play.heading')}
      </Typography>
      <Typography component="h2" variant="h6" data-testid="play-current">
        {where(result.active)}
      </Typography>
      {current.map((path) => (
        <div key={path}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {stateOf(path)?.label[language].description}
          </Typography>
          <RunsFlowLinks tenant={tenant} site={site} flow={doc.name} state={path} language={language} />
        </div>
      ))}
      {result.rejected !== null ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('play.stale', { count: result.steps.length })}
        </Alert>
      ) : null}
      {result.ended ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('play.ended')}
        </Alert>
      ) : (
        <>
          <Typography component="h3" variant="subtitle2">
            {t('play.next')}
          </Typography>
          <Stack spacing={0.75} role="group" aria-label={t('play.next')} sx={{ mt: 0.5, mb: 1.5 }}>
            {result.options.map((option) => (
              <Button
                key={option.index}
                size="small"
                variant="outlined"
                onClick={() => onTake(option.index)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
              >
                {optionText(option.transition)}
              </Button>
            ))}
          </Stack>
        </>
      )}
      <Typography component="h3" variant="subtitle2">
        {t('play.path')}
      </Typography>
      <Typography variant="body2">{t('play.startedAt', { state: where(result.start) })}</Typography>
      {result.steps.length > 0 ? (
        <ol data-testid="play-path" style={{ margin: '4px 0 8px', paddingLeft: 24 }}>
          {result.steps.map((step, i) => (
            <li key={i}>
              <Typography variant="body2">
                {t('play.step', { label: arrowText(step.transition), state: where(step.active) })}{' '}
                {i < result.steps.length - 1 ? (
                  <Button
                    size="small"
                    onClick={() => onBackTo(i + 1)}
                    sx={{
                      minWidth: 0,
                      p: 0,
                      ml: 0.5,
                      fontSize: 12,
                      fontWeight: 400,
                      textTransform: 'none',
                      verticalAlign: 'baseline',
                    }}
                    aria-label={t('play.backToStep', { step: i + 1 })}
                  >
                    {t('play.backHere')}
                  </Button>
                ) : null}
              </Typography>
            </li>
          ))}
        </ol>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={result.steps.length === 0}
          onClick={() => onBackTo(result.steps.length - 1)}
        >
          {t('play.undo')}
        </Button>
        <Button size="small" variant="outlined" disabled={result.steps.length === 0} onClick={() => onBackTo(0)}>
          {t('play.restart')}
        </Button>
        <Button size="small" variant="outlined" onClick={copyLink}>
          {copied ? t('play.copied') : t('play.copyLink')}
        </Button>
        <Button size="small" onClick={onStop}>
          {t('play.stop')}
        </Button>
      </Stack>
    </Paper>
  );
}
