import { makeIcon } from './make-icon';

export const InfoIcon = /* @__PURE__ */ makeIcon(
  'Info',
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z',
);
