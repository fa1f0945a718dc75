/** Buttons and fields of the staff screens: at least 56 px tall, for fingers at a counter. */
export const BIG_TARGET = { minHeight: 56, fontSize: '1.1rem' } as const;
