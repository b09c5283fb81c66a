import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * /auth?token=… (a sign-in link): the one-time code it carries, kept in the screen's state while
 * the address is cleaned at once (no code lingers in the address bar or the history). The code
 * is not a session: the screen asks before using it. `dismiss` forgets it.
 */
export function useSignInLinkCode(): { code: string | null; dismiss: () => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inAddress = params.get('token');
  const [code, setCode] = useState<string | null>(inAddress);
  useEffect(() => {
    if (!inAddress) return;
    setCode(inAddress);
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const search = rest.toString();
    navigate({ pathname: '/auth', search: search ? `?${search}` : '' }, { replace: true });
  }, [inAddress, params, navigate]);
  return { code, dismiss: () => setCode(null) };
}
