import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { RouterLink } from '../../components/RouterLink';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { flowGalleryHref } from '../../lib/route-table';
import { useFlowLanguage } from './flow-language';
import { useFlowGallery } from './use-flow-gallery';

/** /flows/{tenant}: every flow of the tenant's chosen site, with its description; each opens its diagram. */
export default function FlowGalleryScreen() {
  const { tenant = '' } = useParams();
  const { t } = useTranslation('flows');
  const language = useFlowLanguage();
  const { loaded, retry, site, pickSite } = useFlowGallery(tenant);

  if (loaded.status === 'loading') return <SectionSkeleton height={320} />;
  if (loaded.status === 'not-found')
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        {t('gallery.notFound', { tenant })}
      </Alert>
    );
  if (loaded.status === 'failed')
    return (
      <Alert severity="error" sx={{ mt: 3 }} action={<Button onClick={retry}>{t('gallery.retry')}</Button>}>
        {t('gallery.loadFailed')}
      </Alert>
    );
  const gallery = loaded.value;
  return (
    <Stack spacing={2} sx={{ mt: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h5">
        {t('gallery.heading', { tenant: gallery.name })}
      </Typography>
      <Typography color="text.secondary">{t('gallery.intro')}</Typography>
      <FormControl size="small" sx={{ maxWidth: 360 }}>
        <InputLabel id="flow-site-label">{t('gallery.site')}</InputLabel>
        <Select
          labelId="flow-site-label"
          label={t('gallery.site')}
          value={site?.shopCode ?? ''}
          onChange={(event) => pickSite(event.target.value)}
        >
          {gallery.sites.map((s) => (
            <MenuItem key={s.shopCode} value={s.shopCode}>
              {s.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {site && site.flows.length === 0 ? <Alert severity="info">{t('gallery.empty')}</Alert> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={site?.name}>
        {site?.flows.map((flow) => (
          <li key={flow.name}>
            <Card variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={flowGalleryHref(gallery.tenant, flow.name, site.shopCode)}
                aria-label={t('gallery.open', { flow: flow.title[language] })}
              >
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {flow.title[language]}
                    </Typography>
                    <Chip size="small" label={t('gallery.steps', { count: flow.states })} />
                    {flow.leftOut > 0 ? (
                      <Chip size="small" variant="outlined" label={t('gallery.leftOut', { count: flow.leftOut })} />
                    ) : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {flow.description[language]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
