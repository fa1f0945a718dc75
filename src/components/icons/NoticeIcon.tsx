import { makeIcon } from './make-icon';

export const NoticeIcon = /* @__PURE__ */ makeIcon(
  'Notice',
  'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-7 9h-2V5h2zm0 4h-2v-2h2z',
);
