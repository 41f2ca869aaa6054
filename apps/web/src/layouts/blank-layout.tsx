import Box from '@mui/material/Box';
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { usePageWatch } from '../lib/page-title.ts';

/** The blank layout: nothing around the page (sign-in pages); the tab is titled by the page's heading. */
export function Component() {
  const page = useRef<HTMLDivElement>(null);
  usePageWatch(page);
  return (
    <Box ref={page} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
