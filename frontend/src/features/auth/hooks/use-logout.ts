import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetPersistedCache } from '../../../lib/query-persistence.ts';
import { endServerSession } from '../api/logout.ts';
import { endSession } from '../session.ts';

/**
 * Sign-out: the server ends the session (the token is refused from then on), the token is
 * dropped, what the phone kept for this user (cache and queued saves) is forgotten, and the user goes to /.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    endServerSession();
    forgetPersistedCache(queryClient);
    endSession(queryClient);
    navigate('/');
  };
}
