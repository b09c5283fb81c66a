import { Navigate, useSearchParams } from 'react-router-dom';
import { Brand } from '../../components/layout/brand.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { ConfirmEmailCard } from '../../features/auth/components/confirm-email-card.tsx';

/** Opened from a confirmation e-mail (a new address, or an account's own): /confirm-email?code=… */
export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { data: user, isPending } = useUser();
  if (!code) return <Navigate to="/" replace />;
  if (isPending) return <PageSpinner />;
  return (
    <div className="auth-page">
      <Brand />
      <ConfirmEmailCard code={code} user={user ?? null} />
    </div>
  );
}
