import './boot-splash.css';

/** Shown while the first route loads: no theme, no text (the language is not known yet). */
export function BootSplash() {
  return (
    <div className="kerbside-boot" role="progressbar" aria-busy="true" aria-label="Loading">
      <div className="kerbside-boot__spinner" />
    </div>
  );
}
