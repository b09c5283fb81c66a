import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons/arrow-left-icon.tsx';
import { Brand } from '../../components/layout/brand.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/** Opened from the reset e-mail: /reset-password?email=…&token=… */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  if (!email || !token) return <Navigate to="/auth" replace />;
  return (
    <div className="auth-page">
      <Brand />
      <ResetPasswordForm email={email} token={token} />
      <Link to="/auth" className="back-link">
        <ArrowLeftIcon size={18} />
        Back to sign in
      </Link>
    </div>
  );
}
