import { Link } from 'wouter';
import type { CurrentUser } from '../../../contract/auth';

interface SignedInNoticeProps {
  user: CurrentUser;
  returnPath: string;
}

/** What the account forms show to someone already signed in. */
export function SignedInNotice({ user, returnPath }: SignedInNoticeProps) {
  return (
    <section className="mx-auto max-w-sm px-4 py-16 text-center">
      <p className="font-serif text-xl text-stone-200">Has iniciado sesión como {user.name}.</p>
      <Link
        href={returnPath}
        className="mt-4 inline-block text-amber-200 underline underline-offset-4"
      >
        Continuar
      </Link>
    </section>
  );
}
