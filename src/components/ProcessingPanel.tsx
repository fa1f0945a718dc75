import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with what is happening (processing, redirecting). */
export function ProcessingPanel({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}
    >
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
