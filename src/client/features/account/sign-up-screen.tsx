import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signUpRequestSchema,
} from '../../../contract/auth';
import { useCurrentUser, useSessionActions } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ACCOUNT_PATHS, readReturnPath, toAccountPath } from '../../paths';
import { LoadingScreen } from '../../ui/loading-screen';
import { OfflineNotice } from '../../ui/offline-notice';
import { AccountField, AccountForm } from './account-form';
import { collectFieldErrors } from './field-errors';
import { SignedInNotice } from './signed-in-notice';

type SignUpField = 'name' | 'email' | 'password';

const FIELDS: readonly SignUpField[] = ['name', 'email', 'password'];

const FIELD_MESSAGES: Record<SignUpField, string> = {
  name: 'Escribe tu nombre.',
  email: 'Escribe un correo válido.',
  password: `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
};

/** '/cuenta/registro': name, email and password; every new account is a player. */
export function SignUpScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const { signUp } = useSessionActions();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const returnPath = readReturnPath(search);
  const isOnline = useOnlineStatus();

  if (!isOnline) return <OfflineNotice />;
  if (isPending) return <LoadingScreen />;
  if (user && !isSubmitting) return <SignedInNotice user={user} returnPath={returnPath} />;

  const handleSubmit = async () => {
    const parsed = signUpRequestSchema.safeParse({ name, email, password });
    if (!parsed.success) {
      setFieldErrors(collectFieldErrors(parsed.error, FIELD_MESSAGES, FIELDS));
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setIsSubmitting(true);
    const result = await signUp(parsed.data);
    setIsSubmitting(false);
    if (result.ok) navigate(returnPath);
    else setFailure(result.message);
  };

  return (
    <AccountForm
      title="Crear cuenta"
      submitLabel="Crear cuenta"
      isSubmitting={isSubmitting}
      failure={failure}
      onSubmit={() => void handleSubmit()}
      footer={
        <>
          ¿Ya tienes cuenta?{' '}
          <Link
            href={toAccountPath(ACCOUNT_PATHS.signIn, returnPath)}
            className="text-amber-200 underline underline-offset-4"
          >
            Iniciar sesión
          </Link>
        </>
      }
    >
      <AccountField
        label="Nombre"
        name="name"
        type="text"
        autoComplete="name"
        value={name}
        onChange={setName}
        error={fieldErrors.name ?? null}
      />
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
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={fieldErrors.password ?? null}
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres.`}
      />
    </AccountForm>
  );
}
