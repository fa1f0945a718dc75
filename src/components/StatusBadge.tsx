import Box from '@mui/material/Box';

/** A small outlined status label (e.g. 'Available'). */
export function StatusBadge({
  label,
  colour = 'success',
}: {
  label: string;
  colour?: 'success' | 'error' | 'primary';
}) {
  return (
    <Box
      component="span"
      sx={{
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1.25,
        borderRadius: 12,
        border: 1,
        borderColor: `${colour}.main`,
        color: `${colour}.main`,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
