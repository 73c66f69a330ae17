import { shorten } from '../../utils/shorten.ts';

/**
 * A listed file's name, shortened to `max` characters when above 0. The full name stays as the
 * tooltip and is what screen readers (and text searches) get; the cut one is only drawn.
 */
export function FileName({ name, max, className }: { name: string; max: number; className: string }) {
  const short = shorten(name, max);
  return (
    <span className={className} title={name}>
      {short === name ? (
        name
      ) : (
        <>
          <span aria-hidden>{short}</span>
          <span className="sr-only">{name}</span>
        </>
      )}
    </span>
  );
}
