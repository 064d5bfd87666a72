import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '../lib/session';
import { ACCOUNT_PATHS, toAccountPath } from '../paths';
import { LoadingScreen } from './loading-screen';

interface AdminOnlyScreenProps {
  title: string;
  /** Where signing in comes back to: this screen's path. */
  path: string;
  /** What only admins may do here, after 'para' / 'pueden': 'gestionar usuarios'. */
  action: string;
  children: ReactNode;
}

/**
 * A screen for admins: a visitor is asked to sign in (and comes back here), anyone else is told
 * only admins may do this. The server refuses them too; this only spares them a broken screen.
 */
export function AdminOnlyScreen({ title, path, action, children }: AdminOnlyScreenProps) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h2 className="font-serif text-3xl text-amber-200">{title}</h2>
      <div className="mt-4">
        {!user ? (
          <p className="text-stone-300">
            <Link
              href={toAccountPath(ACCOUNT_PATHS.signIn, path)}
              className="text-amber-200 underline underline-offset-4"
            >
              Inicia sesión
            </Link>{' '}
            como administrador para {action}.
          </p>
        ) : user.role !== 'admin' ? (
          <p className="text-stone-300">Solo los administradores pueden {action}.</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
