import { makeIcon } from '../components/icons/make-icon';

/** Apple's Share symbol (Material's ios_share), as the instructions point to it. */
export const ShareIcon = /* @__PURE__ */ makeIcon(
  'Share',
  'M16 5l-1.42 1.42-1.59-1.59V16h-1.98V4.83L9.42 6.42 8 5l4-4 4 4zm4 5v11c0 1.1-.9 2-2 2H6c-1.11 0-2-.9-2-2V10c0-1.11.89-2 2-2h3v2H6v11h12V10h-3V8h3c1.1 0 2 .89 2 2z',
);

/** Add to home screen (Material's add_to_home_screen). */
export const AddToHomeIcon = /* @__PURE__ */ makeIcon(
  'AddToHome',
  'M18 1.01 8 1c-1.1 0-2 .9-2 2v3h2V5h10v14H8v-1H6v3c0 1.1.9 2 2 2h10c1.1 0 2-.9 2-2V3c0-1.1-.9-1.99-2-1.99zM10 15h2V8H5v2h3.59L3 15.59 4.41 17 10 11.41V15z',
);
