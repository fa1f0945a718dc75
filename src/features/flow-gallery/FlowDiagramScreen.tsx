import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { flowGalleryHref } from '../../lib/route-table';
import { DiagramCanvas } from './DiagramCanvas';
import { PathStories } from './PathStories';
import { PlayPanel } from './PlayPanel';
import { StatePanel } from './StatePanel';
import { saveBlob, svgToPng } from './svg-to-png';
import { useFlowDiagram, type DiagramMode } from './use-flow-diagram';
import { useFlowGallery } from './use-flow-gallery';
import { useFlowPlay } from './use-flow-play';

/**
 * /flows/{tenant}/{flow} without ?site=: the tenant's first site, as the gallery's list picks it,
 * written into the address (the other parameters kept) so the link shared names its site.
 */
function FirstSite({ tenant, flow }: { tenant: string; flow: string }) {
  const { t } = useTranslation('flows');
  const { loaded, retry, site } = useFlowGallery(tenant);
  const [, setSearch] = useSearchParams();
  const first = site?.shopCode ?? null;
  useEffect(() => {
    if (first !== null)
      setSearch(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('site', first);
          return next;
        },
        { replace: true },
      );
  }, [first, setSearch]);
  if (loaded.status === 'failed')
    return (
      <Alert severity="error" sx={{ mt: 3 }} action={<Button onClick={retry}>{t('gallery.retry')}</Button>}>
        {t('diagram.loadFailed')}
      </Alert>
    );
  if (loaded.status === 'not-found' || (loaded.status === 'found' && first === null))
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        {t('diagram.notFound', { flow })}
      </Alert>
    );
  return <SectionSkeleton height={480} />;
}

/** /flows/{tenant}/{flow}?site=: one flow as a diagram to explore, its path stories and its downloads. */
export default function FlowDiagramScreen() {
  const { tenant = '', flow = '' } = useParams();
  const [search] = useSearchParams();
  if (!search.get('site')) return <FirstSite tenant={tenant} flow={flow} />;
  return <SiteFlowDiagram tenant={tenant} flow={flow} />;
}

function SiteFlowDiagram({ tenant, flow }: { tenant: string; flow: string }) {
  const { t } = useTranslation('flows');
  const diagram = useFlowDiagram(tenant, flow);
  const { flowDoc, svg, language, mode, selected, select } = diagram;
  const doc = flowDoc.loaded.status === 'found' ? flowDoc.loaded.value : null;
  const play = useFlowPlay(flow, doc);
  const played = play.view?.result ?? null;
  const nameOf = useCallback(
    (path: string) => {
      const state = doc?.states.find((s) => s.path === path);
      return state ? state.label[language].label : path;
    },
    [doc, language],
  );

  if (flowDoc.loaded.status === 'loading') return <SectionSkeleton height={480} />;
  if (flowDoc.loaded.status === 'not-found')
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        {t('diagram.notFound', { flow })}
      </Alert>
    );
  if (flowDoc.loaded.status === 'failed' || !doc)
    return (
      <Alert severity="error" sx={{ mt: 3 }} action={<Button onClick={flowDoc.retry}>{t('gallery.retry')}</Button>}>
        {t('diagram.loadFailed')}
      </Alert>
    );
  const technical = mode === 'technical';
  const fileStem = `${tenant}-${diagram.site}-${flow}${diagram.view === 'en-gb' ? '' : `.${diagram.view}`}`;
  return (
    <Stack spacing={2} sx={{ mt: { xs: 2, sm: 3 } }}>
      <div>
        <LinkButton to={flowGalleryHref(tenant, undefined, diagram.site)} size="small" sx={{ ml: -1 }}>
          ← {t('diagram.back')}
        </LinkButton>
        <Typography component="h1" variant="h5">
          {doc.title[language]}
        </Typography>
        <Typography color="text.secondary">{doc.description[language]}</Typography>
        {doc.scope ? (
          <Typography variant="body2" color="text.secondary">
            {doc.scope.siteName}
          </Typography>
        ) : null}
        {doc.leftOut.states.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('diagram.leftOut', {
              count: doc.leftOut.states.length,
              states: technical
                ? doc.leftOut.states.join(', ')
                : doc.leftOut.labels[language].join(language === 'zh-hans' ? '、' : ', '),
            })}
          </Typography>
        ) : null}
      </div>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            aria-label={t('diagram.view')}
            onChange={(_, value: DiagramMode | null) => value && diagram.setMode(value)}
          >
            <ToggleButton value="plain">{t('diagram.plain')}</ToggleButton>
            <ToggleButton value="technical">{t('diagram.technical')}</ToggleButton>
          </ToggleButtonGroup>
          {play.available && !play.playing ? (
            <Button size="small" variant="contained" onClick={play.start}>
              {t('play.start')}
            </Button>
          ) : null}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label={t('diagram.downloads')}
        >
          <Typography variant="body2" color="text.secondary">
            {t('diagram.downloads')}:
          </Typography>
          <Button size="small" variant="outlined" href={diagram.download('svg')} download={`${fileStem}.svg`}>
            {t('diagram.downloadSvg')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={svg.loaded.status !== 'found'}
            onClick={() => {
              if (svg.loaded.status === 'found')
                void svgToPng(svg.loaded.value).then((png) => saveBlob(png, `${fileStem}.png`));
            }}
          >
            {t('diagram.downloadPng')}
          </Button>
          <Button size="small" variant="outlined" href={diagram.download('mmd')} download={`${fileStem}.mmd`}>
            {t('diagram.downloadMermaid')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={diagram.download('json')}
            download={`${tenant}-${diagram.site}-${flow}.json`}
          >
            {t('diagram.downloadJson')}
          </Button>
          <Button size="small" variant="outlined" href={diagram.download('md')} download={`${fileStem}.stories.md`}>
            {t('diagram.downloadStories')}
          </Button>
        </Stack>
      </Stack>
      {svg.loaded.status === 'found' ? (
        <DiagramCanvas
          svg={svg.loaded.value}
          label={t('diagram.canvas', { flow: doc.title[language] })}
          selected={selected}
          onSelect={select}
          nameOf={nameOf}
          active={played?.active}
          focus={played ? (played.active.at(-1) ?? null) : null}
        >
          {play.view ? (
            <PlayPanel
              doc={doc}
              view={play.view}
              language={language}
              technical={technical}
              onTake={play.take}
              onBackTo={play.backTo}
              onStop={play.stop}
              tenant={tenant}
              site={diagram.site}
            />
          ) : selected ? (
            <StatePanel
              doc={doc}
              path={selected}
              language={language}
              technical={technical}
              onClose={() => select(null)}
              tenant={tenant}
              site={diagram.site}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('diagram.pickState')}
            </Typography>
          )}
        </DiagramCanvas>
      ) : svg.loaded.status === 'loading' ? (
        <SectionSkeleton height={480} />
      ) : (
        <Alert severity="error" action={<Button onClick={svg.retry}>{t('gallery.retry')}</Button>}>
          {t('diagram.loadFailed')}
        </Alert>
      )}
      <PathStories doc={doc} language={language} technical={technical} />
    </Stack>
  );
}
