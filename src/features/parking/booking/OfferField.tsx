import TextField from '@mui/material/TextField';
import type { TicketPoolEntry } from '../../../generated/api/ticket-load-ticket-pool.response';

interface OfferFieldProps {
  label: string;
  offers: readonly TicketPoolEntry[];
  value: string;
  onChange: (offerCode: string) => void;
  /** The words after a sold-out offer's name. */
  soldOutLabel: string;
  /** The chosen offer's conditions in words, under the field. */
  helperText?: string | null;
}

/** The ticket offer: a native select (the phone's own picker). Sold-out offers stay listed but cannot be picked. */
export function OfferField({ label, offers, value, onChange, soldOutLabel, helperText }: OfferFieldProps) {
  return (
    <TextField
      id="offer"
      name="offer"
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { 'data-testid': 'offer-terms' } as object,
      }}
      helperText={helperText ?? undefined}
      fullWidth
    >
      {offers.map((offer) => {
        const soldOut = offer.status === 'sold_out' || offer.balance <= 0;
        return (
          <option key={offer.offerCode} value={offer.offerCode} disabled={soldOut && offer.offerCode !== value}>
            {soldOut ? `${offer.name} (${soldOutLabel})` : offer.name}
          </option>
        );
      })}
    </TextField>
  );
}
