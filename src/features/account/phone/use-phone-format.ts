import { useEffect, useState } from 'react';
import { useTenant } from '../../../tenant/use-tenant';
import { sitePhoneCountry, type PhoneCountry } from './default-phone-country';
import type { PhoneFormatter } from './phone-format-library';

const loaded = new Map<PhoneCountry, Promise<PhoneFormatter>>();

function loadFormatter(country: PhoneCountry): Promise<PhoneFormatter> {
  let pending = loaded.get(country);
  if (!pending) {
    pending = import('./phone-format-library').then(({ createPhoneFormatter }) => createPhoneFormatter(country));
    // A failed chunk load is tried again next time; until then numbers show as typed.
    pending.catch(() => loaded.delete(country));
    loaded.set(country, pending);
  }
  return pending;
}

/**
 * The phone formatter for the current site's phone country, or null while it loads (numbers show as
 * typed meanwhile: the formatter only tidies, the server decides what is valid). The library is about
 * 30 KiB gzip, so it loads only once `wanted` (docs/architecture.md#first-download): a phone field
 * asks once a number is typed, not when it appears on the login or sign-up screen.
 */
export function usePhoneFormat(wanted = true): PhoneFormatter | null {
  const { bundle } = useTenant();
  const country = sitePhoneCountry(bundle);
  const [formatter, setFormatter] = useState<{ country: PhoneCountry; formatter: PhoneFormatter } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadFormatter(country).then(
      (loadedFormatter) => {
        if (active) setFormatter({ country, formatter: loadedFormatter });
      },
      (error: unknown) => console.warn('[account] phone formatting unavailable', error),
    );
    return () => {
      active = false;
    };
  }, [country, wanted]);
  return formatter !== null && formatter.country === country ? formatter.formatter : null;
}
