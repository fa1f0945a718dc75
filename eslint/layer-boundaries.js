// @ts-check
/**
 * The import direction of the codebase (docs/architecture.md#layers), as zones of
 * import-x/no-restricted-paths: shared layers -> features -> app; flows and the server use only
 * the browser's pure parts. Each zone is checked by tests/lint/layer-boundaries.test.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dirsOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Folders of src/ that are neither a feature nor the app shell: every layer the features build on. */
export const SHARED_LAYERS = dirsOf('src').filter((dir) => dir !== 'features' && dir !== 'app');
export const FEATURES = dirsOf('src/features');
/** What flows/ and server/ may import from src/: wire format, pure rules, generated types. */
const PURE_PARTS = ['./protocol', './lib', './generated'];

/** @type {{ target: string; from: string | string[]; except?: string[]; message: string }[]} */
export const LAYER_ZONES = [
  ...SHARED_LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `src/${layer} is a shared layer: it must not import a feature or the app shell.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app shell (the app imports them).',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features never import each other: move what src/features/${feature} needs into a shared layer, or compose in src/app.`,
  })),
  {
    target: './src/lib',
    from: './src',
    except: ['./lib', './protocol', './generated'],
    message: 'src/lib holds pure rules: it imports only src/protocol and src/generated.',
  },
  {
    target: './src/config',
    from: './src/api',
    message: 'src/config must not import src/api (tenant loading lives in src/tenant).',
  },
  {
    target: './src/api',
    from: './src/config',
    message: 'src/api must not import src/config: payload and tenant types come from src/generated.',
  },
  {
    target: './flows',
    from: './src',
    except: PURE_PARTS,
    message: 'Flows are pure machines: they import only src/lib, src/protocol and src/generated.',
  },
  {
    target: './flows',
    from: './server',
    message: 'Flows are pure machines: they never import the server.',
  },
  {
    target: './server',
    from: './src',
    except: PURE_PARTS,
    message: 'The server shares only src/protocol, src/lib and src/generated with the browser.',
  },
  {
    target: './src',
    from: './server',
    message: 'The browser never imports the server.',
  },
];
