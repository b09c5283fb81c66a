import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetPersistedCache } from '../../../lib/query-persistence.ts';
import { endSession } from '../session.ts';

/**
 * Sign-out is local: the token is dropped (there is no server session to end), what the phone
 * kept for this user (cache and queued saves) is forgotten, and the user goes to /.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    forgetPersistedCache(queryClient);
    endSession(queryClient);
    navigate('/');
  };
}
