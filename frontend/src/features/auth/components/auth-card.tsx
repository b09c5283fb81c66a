import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChoosePasswordForm } from './choose-password-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { RequestResetForm } from './request-reset-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export type AuthMode = 'sign-in' | 'register' | 'reset' | 'choose-password';

const HEADINGS: Record<AuthMode, { title: string; description: string }> = {
  'sign-in': { title: 'Sign In', description: 'Welcome back. Sign in to score your games.' },
  register: { title: 'Create Account', description: 'Set up your account to start scoring games.' },
  reset: {
    title: 'Reset Password',
    description: "Enter your email and we'll send you a link to choose a new password.",
  },
  'choose-password': {
    title: 'Choose a New Password',
    description: 'Your account was set up with a temporary password. Choose your own to finish signing in.',
  },
};

/** The /auth card: Sign In and Create Account toggle; the reset request opens inline. */
export function AuthCard({ initialMode = 'sign-in' }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [resetEmail, setResetEmail] = useState('');
  const [temporary, setTemporary] = useState({ email: '', password: '' });
  const { title, description } = HEADINGS[mode];
  const hydrated = useHydrated();

  return (
    <Card className="auth-card">
      {mode === 'sign-in' || mode === 'register' ? (
        <div className="segmented" role="group" aria-label="Account">
          {(['sign-in', 'register'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={mode === option}
              disabled={!hydrated}
              onClick={() => setMode(option)}
            >
              {HEADINGS[option].title}
            </button>
          ))}
        </div>
      ) : null}
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode === 'sign-in' ? (
          <SignInForm
            onForgotPassword={(email) => {
              setResetEmail(email);
              setMode('reset');
            }}
            onPasswordChangeRequired={(email, password) => {
              setTemporary({ email, password });
              setMode('choose-password');
            }}
          />
        ) : null}
        {mode === 'register' ? <RegisterForm /> : null}
        {mode === 'reset' ? <RequestResetForm initialEmail={resetEmail} onDone={() => setMode('sign-in')} /> : null}
        {mode === 'choose-password' ? (
          <ChoosePasswordForm email={temporary.email} temporaryPassword={temporary.password} onCancel={() => setMode('sign-in')} />
        ) : null}
      </CardContent>
    </Card>
  );
}
