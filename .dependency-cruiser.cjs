/**
 * The house's floors, checked in CI (`npm run deps`, part of `npm run lint`; issue 25 item 3, ADR 0051).
 *
 * - No cycles, server or web.
 * - The core (`db/`, `lib/`, `plugins/`, `config.ts`, `context.ts`) imports no module.
 * - A module is entered through its front door: another module's `index.ts`, never its insides —
 *   by other modules, and by the app, the entry points and the scripts above the modules (ADR 0055).
 *
 * The list of violations tolerated when the check came in is empty and gone (119 → 0 in issue 25):
 * any violation fails the run.
 */
const server = '^apps/server/src/';
const modules = `${server}modules/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two files (or modules) are one thing, or one of them is in the wrong place.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'core-imports-no-module',
      severity: 'error',
      comment:
        'db/, lib/, plugins/, config.ts and context.ts are the floors modules stand on: they never import a module.',
      from: { path: `${server}(db|lib|plugins)/|${server}(config|context)\\.ts$` },
      to: { path: modules },
    },
    {
      name: 'module-front-door',
      severity: 'error',
      comment:
        "Modules use each other only through index.ts: another module's insides may change without notice.",
      from: { path: `${modules}([^/]+)/` },
      to: {
        path: modules,
        pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'app-through-front-door',
      severity: 'error',
      comment:
        'app.ts, the entry points and the scripts (cli, seed, audit-cli) register and use a module only through its index.ts (ADR 0055).',
      from: { path: server, pathNot: modules },
      to: { path: modules, pathNot: `${modules}[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
