import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form of the staff screens: one column, submitted by its button or Enter, never by the browser
 * (the flow sends what is typed; the browser's own checks are off so the flow's messages show).
 */
export function StaffForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
