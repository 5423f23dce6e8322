import { PRODUCT } from '@fillwell/domain';

interface LogoProps {
  width: number;
  className?: string;
}

/** The wordmark: a rounded cross and the product name, scaled to the given width. */
export function Logo({ width, className = '' }: LogoProps) {
  return (
    <svg
      viewBox="0 0 220 44"
      width={width}
      height={(width * 44) / 220}
      role="img"
      aria-label={PRODUCT.name}
      className={className}
    >
      <rect width="44" height="44" rx="11" fill="#0b5563" />
      <rect x="9" y="18" width="26" height="8" rx="4" fill="#fff" />
      <rect x="18" y="9" width="8" height="26" rx="4" fill="#fff" />
      <circle cx="22" cy="22" r="3" fill="#f4b740" />
      <text
        x="54"
        y="32"
        fill="currentColor"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="30"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        {PRODUCT.name}
      </text>
    </svg>
  );
}
