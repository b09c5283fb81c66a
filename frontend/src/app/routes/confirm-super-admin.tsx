import { Navigate, useSearchParams } from 'react-router-dom';
import { Brand } from '../../components/layout/brand.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { ConfirmSuperAdminCard } from '../../features/auth/components/confirm-super-admin-card.tsx';

/** Opened from the confirmation e-mail of a listed super-admin address: /confirm-super-admin?code=… */
export function ConfirmSuperAdminRoute() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { data: user, isPending } = useUser();
  if (!code) return <Navigate to="/" replace />;
  if (isPending) return <PageSpinner />;
  return (
    <div className="auth-page">
      <Brand />
      <ConfirmSuperAdminCard code={code} user={user ?? null} />
    </div>
  );
}
