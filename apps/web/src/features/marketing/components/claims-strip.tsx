import { CLAIM_STATS } from '../content';

export function ClaimsStrip() {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {CLAIM_STATS.map((stat) => (
        <li
          key={stat.label}
          className="rounded-2xl bg-white px-1 py-4 text-center shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          <p className="text-lg font-extrabold text-brand-800 min-[360px]:text-xl sm:text-3xl">
            {stat.value}
          </p>
          <p className="mt-1 text-xs text-muted sm:text-base">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
