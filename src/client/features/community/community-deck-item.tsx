import { Link } from 'wouter';
import type { CommunityDeckItem } from '../../../contract/community';
import { toPublicDeckPath } from '../../paths';
import { formatCardCount } from '../../lib/count-labels';

interface CommunityDeckCardProps {
  deck: CommunityDeckItem;
  formatName: string;
  onShowAuthor: (authorId: string, authorName: string) => void;
}

/** One public deck of 'Mazos de la comunidad': its name links to its page. */
export function CommunityDeckCard({ deck, formatName, onShowAuthor }: CommunityDeckCardProps) {
  const published = new Date(deck.publishedAt).toLocaleDateString('es-CL');
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-amber-300/20 bg-stone-950/60 p-3">
      <Link
        href={toPublicDeckPath(deck.id)}
        className="font-semibold break-words text-amber-100 underline-offset-2 hover:underline"
      >
        {deck.name}
      </Link>
      <p className="text-xs text-stone-400">
        {formatName} · {deck.race ?? 'Sin raza'}
        {deck.block === null ? '' : ` · ${deck.block}`} · {formatCardCount(deck.cardCount)}
      </p>
      <p className="text-xs text-stone-400">
        Publicado el {published} ·{' '}
        <span role="img" aria-label={`${deck.likeCount} me gusta`}>
          ♥ {deck.likeCount}
        </span>
      </p>
      <button
        type="button"
        onClick={() => onShowAuthor(deck.authorId, deck.authorName)}
        className="self-start rounded-md py-1 text-left text-xs text-amber-200 underline-offset-2 hover:underline"
      >
        Más mazos de {deck.authorName}
      </button>
    </li>
  );
}
