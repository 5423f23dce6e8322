import { NavLink } from 'react-router';
import { DIRECTORY_LETTERS, formatLetterLabel } from '../directory-letters';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-10 min-w-10 items-center justify-center rounded-lg px-2 font-semibold ${
    isActive ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50'
  }`;

/** Popular, then A to Z and 0-9; the page being shown is marked current. */
export function LetterNavigation() {
  return (
    <nav aria-label="Browse medications by letter">
      <ul className="flex flex-wrap gap-1">
        <li>
          <NavLink to="/medications/popular" className={linkClass}>
            Popular
          </NavLink>
        </li>
        {DIRECTORY_LETTERS.map((letter) => (
          <li key={letter}>
            <NavLink to={`/medications/${letter}`} className={linkClass}>
              {formatLetterLabel(letter)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
