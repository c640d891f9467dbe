/**
 * The hero's decoration: an open book, a graduation cap and a sprout, drawn inline (no request,
 * nothing to wait for). Decorative only, so hidden from assistive tech. Symmetric enough that it
 * needs no mirroring in Arabic.
 */
export function HeroIllustration() {
  return (
    <svg width="400" height="320" viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <circle cx="200" cy="165" r="140" fill="#d6e8f0" />
      <circle cx="318" cy="70" r="36" fill="#fbd9c3" />
      <circle cx="74" cy="250" r="22" fill="#fbd9c3" />
      {/* open book */}
      <path d="M200 140c-28-20-66-26-112-24v124c46-2 84 4 112 24z" fill="#ffffff" stroke="#0b4f6c" strokeWidth="5" strokeLinejoin="round" />
      <path d="M200 140c28-20 66-26 112-24v124c-46-2-84 4-112 24z" fill="#ffffff" stroke="#0b4f6c" strokeWidth="5" strokeLinejoin="round" />
      <path d="M200 140v124" stroke="#0b4f6c" strokeWidth="5" />
      <path d="M110 150c28-1 52 4 72 14M110 176c28-1 52 4 72 14M110 202c28-1 52 4 72 14" stroke="#9fc3d3" strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M290 150c-28-1-52 4-72 14M290 176c-28-1-52 4-72 14M290 202c-28-1-52 4-72 14" stroke="#9fc3d3" strokeWidth="5" strokeLinecap="round" fill="none" />
      {/* graduation cap */}
      <path d="M200 46l78 30-78 30-78-30z" fill="#0b4f6c" />
      <path d="M158 92v22c12 10 26 14 42 14s30-4 42-14V92l-42 16z" fill="#0b4f6c" />
      <path d="M270 80v36" stroke="#c2410c" strokeWidth="5" strokeLinecap="round" />
      <circle cx="270" cy="120" r="7" fill="#c2410c" />
      {/* sprout */}
      <path d="M330 262v-40" stroke="#166534" strokeWidth="5" strokeLinecap="round" />
      <path d="M330 232c0-18 13-28 32-28 0 19-13 28-32 28z" fill="#3f9b5f" />
      <path d="M330 244c0-15-11-24-27-24 0 16 11 24 27 24z" fill="#3f9b5f" />
    </svg>
  );
}
