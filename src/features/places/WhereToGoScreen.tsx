import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useWhereToGo, type WhereToGoPlace } from './use-where-to-go';

function PlaceCard({ place }: { place: WhereToGoPlace }) {
  const { t } = useTranslation('places');
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} data-testid="where-place">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography
          component="h2"
          variant="h6"
          sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          data-testid="where-place-name"
        >
          {place.name}
        </Typography>
        {place.address !== '' && (
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="where-place-address">
            {place.address}
          </Typography>
        )}
        {place.openingNotes !== '' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="where-place-opening">
            {place.openingNotes}
          </Typography>
        )}
        {place.distanceKm !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('distance', { km: place.distanceKm < 10 ? place.distanceKm.toFixed(1) : Math.round(place.distanceKm) })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {place.directions !== null && (
            <Button
              variant="outlined"
              href={place.directions}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="where-place-directions"
            >
              {t('directions')}
            </Button>
          )}
          {place.bookHref !== null && (
            <Button variant="contained" component={RouterLink} to={place.bookHref} data-testid="where-place-book">
              {t('book')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** wheretogo: the tenant's sites on a map, with address, opening notes, directions; a plain list when no map can load. */
export default function WhereToGoScreen() {
  const { t } = useTranslation(['places', 'screens']);
  const { places, mapState, element, radius } = useWhereToGo();
  const nearby = places.filter((p) => p.nearby);
  const further = places.filter((p) => !p.nearby);
  return (
    <>
      <ScreenHeading>{t('screens:title.whereToGo')}</ScreenHeading>
      {(mapState === 'loading' || mapState === 'ready') && (
        <Box
          ref={element}
          role="region"
          aria-label={t('mapLabel')}
          data-testid="where-map"
          data-state={mapState}
          sx={{ height: { xs: 260, sm: 360 }, borderRadius: 1, overflow: 'hidden', mb: 2, bgcolor: 'action.hover' }}
        />
      )}
      {mapState === 'failed' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="where-map-unavailable">
          {t('mapUnavailable')}
        </Alert>
      )}
      {nearby.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('nearby', { km: radius })}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, mb: 2 }} data-testid="where-list-nearby">
            {nearby.map((place) => (
              <PlaceCard key={place.shopCode} place={place} />
            ))}
          </Stack>
        </>
      )}
      {further.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {nearby.length > 0 ? t('further') : t('all')}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="where-list-further">
            {further.map((place) => (
              <PlaceCard key={place.shopCode} place={place} />
            ))}
          </Stack>
        </>
      )}
    </>
  );
}
