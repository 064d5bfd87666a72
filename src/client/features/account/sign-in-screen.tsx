import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signInRequestSchema } from '../../../contract/auth';
import { useCurrentUser, useSessionActions } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ACCOUNT_PATHS, readReturnPath, toAccountPath } from '../../paths';
import { LoadingScreen } from '../../ui/loading-screen';
import { OfflineNotice } from '../../ui/offline-notice';
import { AccountField, AccountForm } from './account-form';
import { collectFieldErrors } from './field-errors';
import { SignedInNotice } from './signed-in-notice';

type SignInField = 'email' | 'password';

const FIELDS: readonly SignInField[] = ['email', 'password'];

const FIELD_MESSAGES: Record<SignInField, string> = {
  email: 'Escribe un correo válido.',
  password: 'Escribe tu contraseña.',
};

/** '/cuenta/entrar': email and password; back to where the visitor came from once signed in. */
export function SignInScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const returnPath = readReturnPath(search);
  const isOnline = useOnlineStatus();

  if (!isOnline) return <OfflineNotice />;
  if (isPending) return <LoadingScreen />;
  if (user && !isSubmitting) return <SignedInNotice user={user} returnPath={returnPath} />;

  const handleSubmit = async () => {
    const parsed = signInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(collectFieldErrors(parsed.error, FIELD_MESSAGES, FIELDS));
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setIsSubmitting(true);
    const result = await signIn(parsed.data);
    setIsSubmitting(false);
    if (result.ok) navigate(returnPath);
    else setFailure(result.message);
  };

  const signUpHref = toAccountPath(ACCOUNT_PATHS.signUp, returnPath);
  return (
    <AccountForm
      title="Iniciar sesión"
      submitLabel="Entrar"
      isSubmitting={isSubmitting}
      failure={failure}
      onSubmit={() => void handleSubmit()}
      footer={
        <>
          ¿No tienes cuenta?{' '}
          <Link href={signUpHref} className="text-amber-200 underline underline-offset-4">
            Crear cuenta
          </Link>
        </>
      }
    >
      <AccountField
        label="Correo"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors.email ?? null}
      />
      <AccountField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={fieldErrors.password ?? null}
      />
    </AccountForm>
  );
}
