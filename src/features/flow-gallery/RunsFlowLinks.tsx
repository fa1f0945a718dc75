import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import Link from '@mui/material/Link';
import { flowRegistry } from '../../../flows/registry';
import { useTranslation } from '../../i18n/use-translation';
import { flowGalleryHref } from '../../lib/route-table';
import type { FlowLanguage } from './flow-language';
import { flowsRunBy } from './use-flow-play';

/** 'Runs the flow “Pay”': a link to each flow a step runs, in the same tenant and site. */
export function RunsFlowLinks(props: {
  tenant: string;
  site: string;
  flow: string;
  state: string;
  language: FlowLanguage;
}) {
  const { tenant, site, flow, state, language } = props;
  const { t } = useTranslation('flows');
  const runs = flowsRunBy(flow, state);
  if (runs.length === 0) return null;
  return (
    <>
      {runs.map((name) => {
        const title = flowRegistry.find((entry) => entry.name === name)?.labels.flow[language].label ?? name;
        return (
          <Typography key={name} variant="body2" sx={{ mb: 1 }}>
            {t('diagram.runsFlow')}{' '}
            <Link component={RouterLink} to={flowGalleryHref(tenant, name, site || undefined)}>
              {t('diagram.openFlow', { flow: title })}
            </Link>
          </Typography>
        );
      })}
    </>
  );
}
