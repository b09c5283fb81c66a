import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages } from '@golf/contracts';
import { ShieldIcon } from '../../../components/icons/shield-icon.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';

/** How long the refusal stays on screen before the user is sent home (spec section 6). */
export const ACCESS_DENIED_REDIRECT_MS = 1000;
const MESSAGE = adminMessages.accessDenied;

/** What anyone but a super admin sees on /admin, just before going back home. */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: 'Access Denied', description: MESSAGE, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <EmptyState tone="error" icon={<ShieldIcon size={28} />} title="Access Denied" text={MESSAGE} />;
}
