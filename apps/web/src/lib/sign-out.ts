import { api } from './api-client.ts';
import { clearSession } from './auth.ts';
import { navigate } from './navigation.ts';
import { closeAllTabs } from './open-tabs.ts';

/** Signs out on the server (failure ignored), clears cookies and state, and opens /login. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout', {}, { cancelOnRouteChange: false });
  } catch {
    // spec section 4: even on failure the session is cleared
  }
  clearSession();
  closeAllTabs();
  navigate('/login', { replace: true });
}
