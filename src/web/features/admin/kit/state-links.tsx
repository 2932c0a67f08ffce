import { Link } from 'react-router';
import { buttonClass } from './button';

/**
 * A list's states as links kept in the URL (what waits, what was approved, ...): each a
 * small button, the one shown dark and marked as the current page.
 */
export function StateLinks<S extends string>({
  label,
  states,
  current,
  to,
  name,
}: {
  /** The navigation's name for screen readers. */
  label: string;
  states: readonly S[];
  current: S;
  /** The address of a state (`?status=…`). */
  to: (state: S) => string;
  name: (state: S) => string;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {states.map((s) => (
          <li key={to(s)}>
            <Link
              to={to(s)}
              aria-current={s === current ? 'page' : undefined}
              className={buttonClass({ tone: s === current ? 'dark' : 'secondary', size: 'sm' })}
            >
              {name(s)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
