import Typography from '@mui/material/Typography';

/** The screen's title as its main heading. */
export function ScreenHeading({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mt: { xs: 2, sm: 3 }, mb: 2 }}>
      {children}
    </Typography>
  );
}
