import { describe, expect, it } from 'vitest';
import { SCREEN_TITLE_KEYS } from '../src/lib/route-table';
import { layoutShells, screenSources, type ViteManifest } from './layout-shells';

describe('layout shells', () => {
  it('reads every screen module of the route table', () => {
    const sources = screenSources();
    expect(sources.get('myTickets')).toBe('src/features/parking/MyTicketsScreen.tsx');
    expect(sources.get('pinpad')).toBe('src/features/staff/PinpadScreen.tsx');
    // Every screen of the route table, and nothing else the modules file lists (the flow gallery's).
    expect([...sources.keys()].sort()).toEqual(Object.keys(SCREEN_TITLE_KEYS).sort());
  });

  it("tags a file with the layouts whose screens alone reach it; what the entry loads is every layout's", () => {
    const sources = new Map([
      ['myTickets', 'src/MyTickets.tsx'],
      ['pinpad', 'src/Pinpad.tsx'],
      ['memberInvitation', 'src/Invite.tsx'],
    ] as const);
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css'],
        dynamicImports: ['src/MyTickets.tsx', 'src/Pinpad.tsx', 'src/Invite.tsx', 'src/Layout.tsx'],
      },
      'src/Layout.tsx': { file: 'assets/Layout.js', imports: ['index.html'] },
      'src/MyTickets.tsx': { file: 'assets/MyTickets.js', imports: ['index.html', '_qr.js'] },
      '_qr.js': { file: 'assets/qr.js' },
      'src/Pinpad.tsx': { file: 'assets/Pinpad.js', imports: ['index.html', '_keys.js'] },
      '_keys.js': { file: 'assets/keys.js' },
      'src/Invite.tsx': { file: 'assets/Invite.js', imports: ['index.html'] },
    };
    const shells = layoutShells(manifest, sources as never);
    expect(shells.has('assets/index.js')).toBe(false);
    expect(shells.has('assets/index.css')).toBe(false);
    expect(shells.has('assets/Layout.js')).toBe(false);
    expect(shells.get('assets/MyTickets.js')).toEqual(['shop', 'app', 'company']);
    expect(shells.get('assets/qr.js')).toEqual(['shop', 'app', 'company']);
    expect(shells.get('assets/Pinpad.js')).toEqual(['app', 'company']);
    expect(shells.get('assets/Invite.js')).toEqual(['company', 'embed']);
  });

  it('refuses a build manifest missing a screen', () => {
    expect(() => layoutShells({}, new Map([['home', 'src/Home.tsx']]) as never)).toThrow(/no chunk for src\/Home\.tsx/);
  });
});
