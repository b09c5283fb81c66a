import type { AppDeps } from '../app-deps.ts';
import { findCredentialsByEmail } from './credentials.ts';
import { loadUser } from './user.ts';

/**
 * The account that holds `email` and proved it (its stream says so, read now); null when none
 * does. An account that only typed the address in takes no e-mail share made to it
 * (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md).
 */
export async function provedHolderOf(deps: Pick<AppDeps, 'pool' | 'store'>, email: string): Promise<string | null> {
  const address = email.trim().toLowerCase();
  const credentials = await findCredentialsByEmail(deps.pool, address);
  if (!credentials) return null;
  const { state } = await loadUser(deps.store, credentials.userId);
  return state.status === 'registered' && state.emailConfirmed && state.email === address ? credentials.userId : null;
}
