import { Outlet } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';

/** The root route: the top loading bar above whichever layout matched. */
export function RootRoute() {
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
