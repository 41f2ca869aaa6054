import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useFeedbackState } from '../lib/feedback.ts';

export const OVERLAY_Z_INDEX = 9999;

/** The full-screen loading overlay, shown while anything holds it (showOverlay / useLoadingOverlay). */
export function LoadingOverlay() {
  const { overlay } = useFeedbackState();
  return (
    <Backdrop open={overlay > 0} sx={{ zIndex: OVERLAY_Z_INDEX, color: '#fff' }} data-testid="loading-overlay">
      <CircularProgress color="inherit" />
    </Backdrop>
  );
}
