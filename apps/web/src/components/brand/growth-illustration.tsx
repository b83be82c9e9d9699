import { cn } from '../../lib/utils.ts';

/** The landing's picture: a progress card with ticked habits and a rising line, and a sprout growing beside it. */
export function GrowthIllustration({ className }: { className?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      {/* soft backdrop */}
      <ellipse cx="160" cy="130" rx="150" ry="100" className="fill-secondary" />
      <circle cx="268" cy="44" r="18" className="fill-amber-300 dark:fill-amber-400/80" />
      <circle cx="268" cy="44" r="28" className="fill-amber-300/25 dark:fill-amber-400/15" />

      {/* progress card */}
      <g>
        <rect
          x="38"
          y="52"
          width="172"
          height="140"
          rx="16"
          className="fill-card stroke-border"
          strokeWidth="1.5"
        />
        <rect x="54" y="68" width="64" height="8" rx="4" className="fill-foreground/80" />
        <rect x="54" y="82" width="40" height="6" rx="3" className="fill-muted-foreground/40" />

        {[0, 1, 2].map((row) => (
          <g key={row} transform={`translate(54 ${102 + row * 24})`}>
            <circle
              cx="8"
              cy="8"
              r="8"
              className={row < 2 ? 'fill-primary' : 'fill-none stroke-muted-foreground/50'}
              strokeWidth="1.5"
            />
            {row < 2 ? (
              <path
                d="M4.5 8.2l2.4 2.4 4.6-5"
                fill="none"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="stroke-primary-foreground"
              />
            ) : null}
            <rect
              x="22"
              y="5"
              width={[46, 38, 52][row]}
              height="6"
              rx="3"
              className="fill-muted-foreground/35"
            />
          </g>
        ))}

        {/* rising line */}
        <polyline
          points="128,168 144,156 160,160 176,138 194,120"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary"
        />
        {[
          [128, 168],
          [144, 156],
          [160, 160],
          [176, 138],
          [194, 120],
        ].map(([x, y]) => (
          <circle
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            r="3.5"
            className="fill-card stroke-primary"
            strokeWidth="2"
          />
        ))}
        <rect x="124" y="176" width="74" height="2" rx="1" className="fill-border" />
      </g>

      {/* sprout in a pot */}
      <g>
        <path
          d="M246 150c0-22-2-40-4-56"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-emerald-700 dark:stroke-emerald-400"
        />
        <path
          d="M243 118c-18-2-30-12-32-28 17 0 29 10 32 28z"
          className="fill-emerald-500 dark:fill-emerald-400"
        />
        <path
          d="M245 104c4-18 16-28 34-28-2 18-14 28-34 28z"
          className="fill-emerald-600 dark:fill-emerald-500"
        />
        <path
          d="M242 92c-6-12-4-24 6-32 6 11 4 23-6 32z"
          className="fill-emerald-400 dark:fill-emerald-300"
        />
        <path
          d="M220 150h52l-7 42a8 8 0 0 1-8 7h-22a8 8 0 0 1-8-7z"
          className="fill-orange-300 dark:fill-orange-400/80"
        />
        <rect
          x="216"
          y="144"
          width="60"
          height="12"
          rx="6"
          className="fill-orange-400 dark:fill-orange-500/90"
        />
      </g>

      {/* ground */}
      <rect x="24" y="200" width="272" height="3" rx="1.5" className="fill-foreground/10" />
    </svg>
  );
}
