import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../session.ts';

/** Sign-out is local: the token is dropped (there is no server session to end) and the user goes to /. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    endSession(queryClient);
    navigate('/');
  };
}
