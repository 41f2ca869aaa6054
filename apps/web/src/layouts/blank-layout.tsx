import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** The blank layout: nothing around the page (sign-in pages). */
export function Component() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
