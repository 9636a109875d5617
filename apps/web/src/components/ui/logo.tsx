/** The wordmark, inline so its letters take the text colour (white on the hero, ink elsewhere). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg
      width="128"
      height="32"
      viewBox="0 0 160 40"
      fill="none"
      role="img"
      aria-label="Boxbook"
      className={className}
    >
      <g transform="scale(.625)">
        <path d="M17.5 36V17q0-7 7-7h15q7 0 7 7v19" stroke="#f97316" strokeWidth="7" />
        <path d="M23.5 57a19 19 0 1 1 17 0z" fill="#f97316" />
      </g>
      <g stroke="currentColor" strokeWidth="4.6" transform="translate(45 1.7) scale(0.9628)">
        <path d="M2.3 7V31M0 9.3H5.5a4.5 4.5 0 0 1 0 8.9H2.3M2.3 18.2H5.5a5.2 5.2 0 0 1 0 10.5H0M17.7 22.8a6 6 0 1 0 11.9 0a6 6 0 1 0 -11.9 0zM51.5 7V31M51.5 22.8a6 6 0 1 0 11.9 0a6 6 0 1 0 -11.9 0zM70.4 22.8a6 6 0 1 0 11.9 0a6 6 0 1 0 -11.9 0zM89.3 22.8a6 6 0 1 0 11.9 0a6 6 0 1 0 -11.9 0zM108.2 7V31" />
        <path
          clipPath="url(#boxbook-logo-clip)"
          d="M35.7 12.5L45.4 33M45.4 12.5L35.7 33M108.2 24L120.2 11.5M112.4 20.5L119.7 34"
        />
        <clipPath id="boxbook-logo-clip">
          <rect x="0" y="13.3" width="121.4" height="17.7" />
        </clipPath>
      </g>
    </svg>
  );
}
