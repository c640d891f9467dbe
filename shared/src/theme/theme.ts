/** Design tokens of the site. Colours meet WCAG AA contrast on their intended backgrounds. */
export const theme = {
  colors: {
    primary: '#0b4f6c',
    primaryHover: '#083a50',
    primaryText: '#ffffff',
    accent: '#c2410c',
    text: '#1f2933',
    muted: '#52606d',
    border: '#d9e2ec',
    surface: '#ffffff',
    background: '#f5f7fa',
    success: '#166534',
    danger: '#b42318',
    focus: '#f59e0b',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  fonts: {
    // Self-hosted (see fonts.css); system fonts follow so text shows before they arrive.
    body: "'Cairo', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 8px 24px rgba(15, 23, 42, 0.06)',
    raised: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
} as const;

export type Theme = typeof theme;

/** `media.md` → '@media (min-width: 768px)'. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
} as const;
