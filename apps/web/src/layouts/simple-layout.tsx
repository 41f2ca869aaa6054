import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** The simple layout: only the page area, padded, without app bar or sidebar. */
export function Component() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 3 } }}>
      <Outlet />
    </Box>
  );
}
