import Box from '@mui/material/Box';

/** Placeholder while a section's code or data loads (a plain block: no Skeleton component needed). */
export function SectionSkeleton({ height = 96 }: { height?: number }) {
  return <Box aria-hidden sx={{ height, my: 2, borderRadius: 1, bgcolor: 'action.hover' }} />;
}
