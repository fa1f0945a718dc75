import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../components/LinkButton';
import { BookingFrame } from './booking/BookingFrame';
import { useReservation, type OfferLine } from './reservation/use-reservation';

/** One offer as a choice: the radio with its name, and the price and conditions beside it. */
function OfferOption({ offer }: { offer: OfferLine }) {
  return (
    <FormControlLabel
      value={offer.code}
      control={<Radio />}
      sx={{
        alignItems: 'flex-start',
        mx: 0,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiRadio-root': { mt: -0.75 },
      }}
      data-testid="reservation-offer"
      data-offer={offer.code}
      label={
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{offer.name}</Typography>
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
            {offer.price}
          </Typography>
          {offer.terms !== '' && <Typography variant="body2">{offer.terms}</Typography>}
          {offer.description !== '' && (
            <Typography variant="body2" color="text.secondary">
              {offer.description}
            </Typography>
          )}
        </Box>
      }
    />
  );
}

/**
 * reservation: pre-pay ticket booking (docs/rules.md#reservation-route), shown only when the tenant
 * enables features.reservation. The customer picks a car park among the tenant's sites and one of
 * its tickets, then continues into that car park's date & time screen, whose booking flow (entry,
 * exit, tickets, live price, checkout) takes over.
 */
export default function ReservationScreen() {
  const { t } = useTranslation(['parking', 'screens']);
  const reservation = useReservation();
  return (
    <BookingFrame title={t('screens:title.prePayBooking')}>
      {reservation.carparks.length === 0 ? (
        <Alert severity="info" data-testid="reservation-none">
          {t('reservation.none')}
        </Alert>
      ) : (
        <Stack spacing={2.5} data-testid="reservation">
          <Typography color="text.secondary">{t('reservation.intro')}</Typography>
          <FormControl component="fieldset">
            <FormLabel
              component="legend"
              id="reservation-carpark"
              sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}
            >
              {t('reservation.carpark')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="reservation-carpark"
              name="carpark"
              value={reservation.shopCode ?? ''}
              onChange={(event) => reservation.chooseCarpark(event.target.value)}
            >
              {reservation.carparks.map((carpark) => (
                <FormControlLabel
                  key={carpark.shopCode}
                  value={carpark.shopCode}
                  control={<Radio />}
                  data-testid="reservation-carpark"
                  data-shop={carpark.shopCode}
                  sx={{
                    alignItems: 'flex-start',
                    mx: 0,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                    '& .MuiRadio-root': { mt: -0.75 },
                  }}
                  label={
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{carpark.name}</Typography>
                      {carpark.address !== '' && (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {carpark.address}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel
              component="legend"
              id="reservation-ticket"
              sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}
            >
              {t('reservation.ticket')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="reservation-ticket"
              name="offer"
              value={reservation.offerCode ?? ''}
              onChange={(event) => reservation.chooseOffer(event.target.value)}
            >
              {reservation.offers.map((offer) => (
                <OfferOption key={offer.code} offer={offer} />
              ))}
            </RadioGroup>
          </FormControl>
          {reservation.continueTo && (
            <LinkButton
              to={reservation.continueTo}
              variant="contained"
              size="large"
              fullWidth
              data-testid="reservation-continue"
            >
              {t('reservation.continue')}
            </LinkButton>
          )}
        </Stack>
      )}
    </BookingFrame>
  );
}
