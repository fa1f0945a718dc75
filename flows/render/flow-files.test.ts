import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { flowRegistry } from '../registry';
import { compareWithDisk, renderFlowFiles } from './flow-files';
import type { FlowDocument } from './flow-document';
import { toFlowJson } from './flow-json';
import { describeMachine } from '../shape/machine-shape';
import { sessionMachine } from '../accounts/session.machine';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('renderFlowFiles / compareWithDisk', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('renders .mmd and .svg in every view, .json and .stories.md for every registered flow, identically each time', () => {
    const files = renderFlowFiles(flowRegistry);
    const views = ['', '.zh-hans', '.technical'];
    expect([...files.keys()].sort()).toEqual(
      flowRegistry
        .flatMap((f) => [
          `${f.name}.json`,
          `${f.name}.stories.md`,
          ...views.flatMap((v) => [`${f.name}${v}.mmd`, `${f.name}${v}.svg`]),
        ])
        .sort(),
    );
    expect(renderFlowFiles(flowRegistry)).toEqual(files);
  });

  it('names stale, missing and extra files, and ignores files it does not own', () => {
    dir = mkdtempSync(join(tmpdir(), 'flows-diagrams-'));
    const files = renderFlowFiles(flowRegistry);
    for (const [name, content] of files) writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, 'README.md'), 'not generated');
    expect(compareWithDisk(dir, files)).toEqual({ stale: [], missing: [], extra: [] });

    writeFileSync(join(dir, 'session.svg'), '<svg/>');
    unlinkSync(join(dir, 'session.mmd'));
    writeFileSync(join(dir, 'retired.json'), '{}');
    expect(compareWithDisk(dir, files)).toEqual({
      stale: ['session.svg'],
      missing: ['session.mmd'],
      extra: ['retired.json'],
    });
  });

  it('the committed diagrams match the machines (run `npm run flows:export` if not)', () => {
    expect(compareWithDisk(join(repoRoot, 'flows', 'diagrams'), renderFlowFiles(flowRegistry))).toEqual({
      stale: [],
      missing: [],
      extra: [],
    });
  });
});

describe('toFlowJson', () => {
  const json = toFlowJson(describeMachine(sessionMachine), { name: 'session', description: 'd' });

  it('lists states, transitions, actors, actions and guards in a stable order', () => {
    expect(json.initial).toBe('restoring');
    expect(json.states.map((s) => s.path)).toEqual([...json.states.map((s) => s.path)].sort());
    expect(json.actors).toEqual(['checkVersion', 'loadUserInfo', 'logout']);
    expect(json.guards).toEqual(['hasStoredToken', 'sessionEnded']);
    expect(json.events).toEqual(['DISMISS_ERROR', 'LOGIN_SUCCEEDED', 'LOGOUT', 'SESSION_EXPIRED']);
    expect(json.actions).toEqual(
      expect.arrayContaining(['persistToken', 'clearPersistedSession', 'navigateToLogin', 'notifyExpired']),
    );
    expect(json.states.find((s) => s.path === 'loadingUserInfo')?.invoke).toEqual([
      { id: 'loadUserInfo', src: 'loadUserInfo' },
    ]);
  });

  it('keeps guarded alternatives in priority order and labels derived events', () => {
    expect(json.transitions.filter((t) => t.source === 'restoring')).toEqual([
      {
        source: 'restoring',
        event: 'always',
        eventType: '',
        targets: ['checkingVersion'],
        guard: 'hasStoredToken',
        actions: [],
      },
      { source: 'restoring', event: 'always', eventType: '', targets: ['loggedOut'], guard: null, actions: [] },
    ]);
    expect(json.transitions.find((t) => t.source === 'expired')).toMatchObject({
      event: 'after 1000ms',
      targets: ['loggedOut'],
      actions: ['navigateToLogin'],
    });
  });

  it('matches the committed JSON', () => {
    const committed = JSON.parse(
      readFileSync(join(repoRoot, 'flows', 'diagrams', 'session.json'), 'utf8'),
    ) as FlowDocument;
    const description = flowRegistry[0]?.labels.flow['en-gb'].description ?? '';
    expect(committed.technical).toEqual(toFlowJson(describeMachine(sessionMachine), { name: 'session', description }));
  });
});
