import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from '../../../i18n/use-translation';
import type { SavedCard } from '../../../generated/api/saved-card';

interface SavedCardFieldProps {
  cards: readonly SavedCard[];
  value: string | null;
  enabled: boolean;
  select(savedCardId: string | null): void;
}

const NEW_CARD = 'new';

/** A card method: one of the customer's saved cards (charged without the card entry) or a new card at the gateway. */
export function SavedCardField({ cards, value, enabled, select }: SavedCardFieldProps) {
  const { t } = useTranslation('membership');
  return (
    <FormControl disabled={!enabled}>
      <FormLabel
        id="saved-card-label"
        // The group's heading stays readable while the choice is disabled (a price being read): only
        // the choices themselves are disabled controls, which the contrast rule exempts.
        sx={{
          fontWeight: 700,
          color: 'text.primary',
          '&.Mui-focused, &.Mui-disabled': { color: 'text.primary' },
        }}
      >
        {t('checkout.payWith')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="saved-card-label"
        name="savedCard"
        value={value ?? NEW_CARD}
        onChange={(event) => select(event.target.value === NEW_CARD ? null : event.target.value)}
      >
        {cards.map((card) => (
          <FormControlLabel
            key={card.id}
            value={card.id}
            control={<Radio />}
            label={t('checkout.savedCard', {
              brand: card.brand,
              number: card.maskedNumber,
              month: String(card.expiryMonth).padStart(2, '0'),
              year: card.expiryYear,
            })}
          />
        ))}
        <FormControlLabel value={NEW_CARD} control={<Radio />} label={t('checkout.newCard')} />
      </RadioGroup>
    </FormControl>
  );
}
