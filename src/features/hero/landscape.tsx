/**
 * The hero's art (no couple photo yet, so an illustration; never an external image):
 * rolling hills of a Minas Gerais farm at golden hour in the sage palette, a farmhouse and
 * eucalyptus trees on the ridge. The last hill is the next section's colour, so the art flows
 * into it. Inline SVG: no request, nothing to wait for.
 */
export function Landscape({ className }: { className?: string }) {
  return (
    <svg
      // The box starts at the far hills' crest; the sun's glow spills above it (overflow).
      viewBox="0 120 1440 240"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={className}
      // The sun's glow may rise above the cropped box into the sky.
      overflow="visible"
    >
      <defs>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FBE7BE" />
          <stop offset="0.45" stopColor="#F6DCA8" stopOpacity="0.75" />
          <stop offset="1" stopColor="#F6DCA8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#DCE3D3" />
          <stop offset="1" stopColor="#CDD8C3" />
        </linearGradient>
        <linearGradient id="hero-mid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#B9C8AB" />
          <stop offset="1" stopColor="#A8BA97" />
        </linearGradient>
        <linearGradient id="hero-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#91A67F" />
          <stop offset="1" stopColor="#7F9670" />
        </linearGradient>
      </defs>

      {/* Low sun behind the far hills */}
      <circle cx="800" cy="190" r="150" fill="url(#hero-sun)" />
      <circle cx="800" cy="196" r="46" fill="#F8E2B6" />

      {/* Far hills */}
      <path
        d="M0 206C150 168 300 150 470 176S780 206 930 178 1240 130 1440 168V360H0Z"
        fill="url(#hero-far)"
      />

      {/* Ridge with farmhouse and eucalyptus */}
      <path
        d="M0 246C180 214 360 206 560 228S900 256 1100 224 1330 206 1440 220V360H0Z"
        fill="url(#hero-mid)"
      />
      <g fill="#7F9670">
        <ellipse cx="236" cy="196" rx="9" ry="24" />
        <ellipse cx="254" cy="204" rx="7" ry="18" />
        <ellipse cx="1150" cy="192" rx="10" ry="27" />
        <ellipse cx="1170" cy="200" rx="8" ry="20" />
        <ellipse cx="1188" cy="206" rx="6" ry="15" />
      </g>
      <g stroke="#66795A" strokeWidth="2" strokeLinecap="round">
        <path d="M236 214v12M254 218v8M1150 212v12M1170 214v9M1188 216v7" />
      </g>
      {/* Farmhouse: ivory walls, clay roof, sage door */}
      <g>
        <path d="M640 212h70v22h-70Z" fill="#FBF8F3" />
        <path d="M632 214l42-22 44 22Z" fill="#B58D6A" />
        <path d="M668 220h9v14h-9Z" fill="#66795A" />
        <path d="M648 218h10v8h-10ZM692 218h10v8h-10Z" fill="#CDD8C3" />
      </g>

      {/* Nearer hills with a fence line */}
      <path
        d="M0 292C220 256 460 262 700 284S1110 272 1300 258 1440 262 1440 262V360H0Z"
        fill="url(#hero-near)"
      />
      <g stroke="#66795A" strokeWidth="2" strokeLinecap="round" opacity="0.7">
        <path d="M120 296v-16M170 291v-16M220 287v-16M270 284v-16M320 282v-16" />
        <path d="M116 286q52-6 208-8M116 292q52-6 208-8" strokeWidth="1.4" />
      </g>
      <path
        d="M0 326C260 300 560 306 860 322S1260 304 1440 312V360H0Z"
        fill="#66795A"
        opacity="0.55"
      />

      {/* The invitation's sage-50 background, so the art flows into the next section */}
      <path d="M0 344C380 326 760 334 1100 344S1440 336 1440 336V360H0Z" fill="#F4F6F1" />
    </svg>
  )
}

/** A eucalyptus sprig in line art, for the hero's top corners. */
export function EucalyptusSprig({ className }: { className?: string }) {
  const leaves: [number, number, number, number][] = [
    // cx, cy, r, rotation
    [92, 40, 15, -20],
    [122, 62, 13, 30],
    [84, 92, 17, -35],
    [128, 118, 15, 25],
    [80, 150, 16, -30],
    [124, 178, 14, 35],
    [86, 210, 13, -25],
    [116, 236, 11, 30],
  ]
  return (
    <svg
      viewBox="0 0 200 280"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      strokeLinecap="round"
    >
      <path d="M104 0C98 70 112 150 96 280" stroke="#7F9670" strokeWidth="1.6" />
      {leaves.map(([cx, cy, r, rot]) => (
        <g key={`${cx}-${cy}`} transform={`rotate(${rot} ${cx} ${cy})`}>
          <ellipse
            cx={cx}
            cy={cy}
            rx={r}
            ry={r * 0.82}
            fill="#CDD8C3"
            fillOpacity="0.55"
            stroke="#7F9670"
            strokeWidth="1.3"
          />
          <path d={`M${cx - r * 0.7} ${cy}h${r * 1.4}`} stroke="#9AAE88" strokeWidth="0.9" />
        </g>
      ))}
    </svg>
  )
}
